import {
  brandListQuerySchema,
  brandSortable,
  carListQuerySchema,
  carSortable,
  faqListQuerySchema,
  faqSortable,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sortKeys } from './define-resource';

describe('a list’s sort keys', () => {
  it('are the `sortBy` values the contract’s list query accepts', () => {
    expect(sortKeys(brandListQuerySchema)).toEqual(brandSortable);
  });

  it('are read through a list query with refinements (the cars’ ranges)', () => {
    expect(sortKeys(carListQuerySchema)).toEqual(carSortable);
  });

  it('are read from a plain list query, which sorts ascending by default', () => {
    expect(sortKeys(faqListQuerySchema)).toEqual(faqSortable);
  });

  it('are none for a query that does not sort', () => {
    expect(sortKeys(z.object({ search: z.string().optional() }))).toEqual([]);
  });
});
