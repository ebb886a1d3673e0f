import { z } from 'zod';
import { m } from './messages';
import { recordSchema, softDeletedSchema, updateSchemaOf } from './common';
import { plainListQuerySchema } from './content-fields';

/** The car attributes picked from a list: engine capacities (cc) and cylinder counts. */

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: m('validation.number') })
    .int(m('validation.wholeNumber'))
    .min(min, m('validation.atLeastN', { min: min }))
    .max(max, m('validation.atMost', { max: max }));

export const engineCapacitySchema = recordSchema.extend({
  cc: z.number().int(),
  ...softDeletedSchema.shape,
});
export type EngineCapacity = z.infer<typeof engineCapacitySchema>;

export const engineCapacityCreateSchema = z.strictObject({ cc: wholeNumber(50, 10_000) });
export const engineCapacityUpdateSchema = updateSchemaOf(engineCapacityCreateSchema);

export const cylinderCountSchema = recordSchema.extend({
  count: z.number().int(),
  ...softDeletedSchema.shape,
});
export type CylinderCount = z.infer<typeof cylinderCountSchema>;

export const cylinderCountCreateSchema = z.strictObject({ count: wholeNumber(1, 16) });
export const cylinderCountUpdateSchema = updateSchemaOf(cylinderCountCreateSchema);

/** Meta lists are short and numeric: smallest first, no text search. */
export const engineCapacityListQuerySchema = plainListQuerySchema(['cc', 'id', 'createdAt']).omit({
  search: true,
});
export const cylinderCountListQuerySchema = plainListQuerySchema(['count', 'id', 'createdAt']).omit(
  { search: true },
);

/** `GET /cars/meta-data`: what a car form picks from (active, not in the trash, in order). */
export const carMetaDataSchema = z.object({
  countriesList: z.array(
    z.object({
      id: z.number().int(),
      nameEn: z.string(),
      nameAr: z.string().nullable(),
      code: z.string(),
    }),
  ),
  engineCapacities: z.array(z.object({ id: z.number().int(), cc: z.number().int() })),
  cylindersNumbers: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
});
export type CarMetaData = z.infer<typeof carMetaDataSchema>;
