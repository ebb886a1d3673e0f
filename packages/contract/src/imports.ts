import { z } from 'zod';
import type { ImportFacts } from './resource-facts';
import { resourceFactsList } from './resources';

/**
 * CSV import (ADR 056, 062): a file's head is read to map its columns to a resource's fields,
 * then a job checks the file (a dry run) or writes it, and the client polls the job's progress.
 */

/** The resources a CSV file may fill: those whose facts say how (`import`). */
export const importableResources = resourceFactsList.flatMap((facts) =>
  'import' in facts ? [facts.name] : [],
);
export type ImportableResource = Extract<
  (typeof resourceFactsList)[number],
  { import: ImportFacts }
>['name'];

export const isImportable = (name: string): name is ImportableResource =>
  (importableResources as readonly string[]).includes(name);

/** How a column's cells become a field's value. */
export const importReads = ['value', 'id', 'name', 'email', 'amount'] as const;
export type ImportRead = (typeof importReads)[number];

/**
 * What a column of the file may fill: `key` is what a mapping names (`brandId` for a brand's
 * id, `brandId:name` for its name), `field` the body's field it sets.
 */
export const importTargetSchema = z.object({
  key: z.string(),
  field: z.string(),
  read: z.enum(importReads),
  /** A new record needs it. */
  required: z.boolean(),
  /** For an amount: the target holding its currency. */
  currency: z.string().optional(),
});
export type ImportTarget = z.infer<typeof importTargetSchema>;

/** The largest CSV file an import takes: 100,000 cars fit several times over. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Columns a file may have. */
export const IMPORT_MAX_COLUMNS = 200;
/** Refused rows an import's answer lists; it counts them all. */
export const IMPORT_LISTED_PROBLEMS = 500;

/**
 * `POST /imports/<resource>/file`: what a file starts with, to map its columns. The server
 * does not keep the file: each job sends it again (ADR 062).
 */
export const importFileSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  delimiter: z.enum([',', ';']),
  /** The first line's cells. */
  headers: z.array(z.string()),
  /** The first few rows, for the mapping's examples. */
  preview: z.array(z.array(z.string())),
  /** The field that finds the record a row changes. */
  key: z.string(),
  targets: z.array(importTargetSchema),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/**
 * `POST /imports/<resource>/jobs` checks (`commit: false`) or writes a file, each of its
 * columns filling the target named at its place, or nothing (`null`). It is a multipart form,
 * these fields first (`columns` as JSON, `commit` as `true` or `false`), then the file in
 * `file`: the process that receives the file runs the job (ADR 062).
 */
export const importJobFieldsSchema = z.strictObject({
  columns: z.array(z.string().max(100).nullable()).max(IMPORT_MAX_COLUMNS),
  commit: z.boolean(),
});
export type ImportJobFields = z.infer<typeof importJobFieldsSchema>;

/** The job's fields as a multipart form carries them: text. */
export const importJobFormSchema = z.strictObject({
  columns: z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: 'validation.list' });
        return z.NEVER;
      }
    })
    .pipe(importJobFieldsSchema.shape.columns),
  commit: z
    .enum(['true', 'false'], { message: 'validation.boolean' })
    .transform((text) => text === 'true'),
});

/** A refused row: its line in the file (the header is row 1), the field and why. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCountsSchema = z.object({
  /** Rows read so far. */
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** `GET /imports/jobs/:id`: where a check or an import stands. */
export const importJobSchema = z.object({
  id: z.string(),
  resource: z.string(),
  commit: z.boolean(),
  state: z.enum(['running', 'done', 'failed']),
  /** The part of the file read, 0 to 1. */
  progress: z.number(),
  counts: importCountsSchema,
  /** The first refused rows, worded in the request's language. */
  problems: z.array(importProblemSchema),
  /** Reasons past the first `IMPORT_LISTED_PROBLEMS`, counted only. */
  problemsLeftOut: z.number().int(),
  /** Why a failed job stopped. */
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobParamsSchema = z.object({ id: z.uuid() });
