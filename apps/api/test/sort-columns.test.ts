/// <reference types="vite/client" />
import { listSorts, type brandListQuerySchema } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CrudDefinition } from '../src/crud/resource';
import { brands } from '../src/db/schema';

/** Every resource declaration of the modules, by file. */
const declarations = Object.entries(
  import.meta.glob<Record<string, unknown>>('../src/modules/*/*.resource.ts', { eager: true }),
).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(
      (value): value is CrudDefinition =>
        typeof value === 'object' && value !== null && 'sortColumns' in value,
    )
    .map((definition) => [`${file.split('/').at(-1)} ${definition.label}`, definition] as const),
);

/** The `sortBy` values the contract's list query accepts. */
function contractSortKeys(query: z.ZodType): string[] {
  const shape = (query as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const sortBy = shape?.sortBy as { unwrap?: () => { options?: string[] } } | undefined;
  return [...(sortBy?.unwrap?.().options ?? [])].sort();
}

describe('a resource’s sorts', () => {
  it('finds every resource declaration', () => {
    expect(declarations.length).toBeGreaterThanOrEqual(15);
  });

  it.each(declarations)('%s sorts by exactly what its contract accepts', (_name, definition) => {
    expect(Object.keys(definition.sortColumns).sort()).toEqual(
      contractSortKeys(definition.schemas.listQuery),
    );
    // The web app reads the same list (`listSorts`, the facts' sorts) to offer sorting on a column.
    expect([...listSorts[definition.name]].sort()).toEqual(
      contractSortKeys(definition.schemas.listQuery),
    );
  });

  it('does not compile with a sort the contract accepts left out', () => {
    type BrandSorts = CrudDefinition<
      typeof brands,
      z.ZodType,
      z.ZodType,
      z.ZodType<{ version: number }>,
      typeof brandListQuerySchema
    >['sortColumns'];
    // @ts-expect-error `nameEn` and the others are missing: a type error, not a silent default.
    const missing: BrandSorts = { id: brands.id };
    expect(missing).toBeDefined();
  });
});
