import { z } from 'zod';
import { booleanQuery } from './common';
import { m } from './messages';
import { wholeNumber } from './numbers';

/** Whether the marketplace shows an entry, and where in its order. */

/** Both as a record answers them. */
export const displayRow = { isActive: z.boolean(), sortOrder: z.number().int() };

export const isActiveField = z.boolean({ error: m('validation.boolean') });

export const sortOrderField = wholeNumber(0, 100_000);

/** Both may be left out of a body: an entry starts shown, at the head of the order. */
export const displayFields = {
  isActive: isActiveField.optional(),
  sortOrder: sortOrderField.optional(),
};

/** `?isActive=true|false` on a list. */
export const isActiveFilter = booleanQuery;

/** A list's filter on whether entries are shown. */
export const activeFilter = { isActive: isActiveFilter.optional() };
