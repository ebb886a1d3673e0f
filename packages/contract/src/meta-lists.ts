import { z } from 'zod';
import { plainListQuerySchema, recordSchemaOf, updateSchemaOf } from './common';
import { wholeNumber } from './numbers';
import { bilingualNameRow } from './text';

/** The car attributes picked from a list: engine capacities (cc) and cylinder counts. */

export const engineCapacitySchema = recordSchemaOf({ cc: z.number().int() });
export type EngineCapacity = z.infer<typeof engineCapacitySchema>;

export const engineCapacityCreateSchema = z.strictObject({ cc: wholeNumber(50, 10_000) });
export const engineCapacityUpdateSchema = updateSchemaOf(engineCapacityCreateSchema);

export const cylinderCountSchema = recordSchemaOf({ count: z.number().int() });
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
  countriesList: z.array(z.object({ id: z.number().int(), ...bilingualNameRow, code: z.string() })),
  engineCapacities: z.array(z.object({ id: z.number().int(), cc: z.number().int() })),
  cylindersNumbers: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
});
export type CarMetaData = z.infer<typeof carMetaDataSchema>;
