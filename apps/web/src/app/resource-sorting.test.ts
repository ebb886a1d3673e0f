import { resourceSchemas, type CrudResource } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredResources } from './resources';

/** The `sortBy` values a contract list query accepts. */
function sortByOf(listQuery: z.ZodType): readonly string[] {
  if (!(listQuery instanceof z.ZodObject)) return [];
  const sortBy: unknown = listQuery.shape.sortBy;
  const values = sortBy instanceof z.ZodOptional ? sortBy.unwrap() : sortBy;
  return values instanceof z.ZodEnum ? values.options.map(String) : [];
}

describe('a list’s sortable columns', () => {
  it('are the `sortBy` values the contract’s list query accepts, for every resource', () => {
    const checked = registeredResources.map((entry) =>
      entry.withDefinition((resource) => {
        const { listQuery } = resourceSchemas[resource.permission as CrudResource];
        expect(resource.sortable, resource.permission).toEqual(sortByOf(listQuery));
        return resource.permission;
      }),
    );
    expect(checked.length).toBeGreaterThan(10);
  });
});
