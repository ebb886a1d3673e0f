import type { ImportCounts, ImportJob, MessageRef } from '@showroom/contract';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { requiredReference, textOneOf, timestamptz } from './columns';
import { indexOn } from './indexes';
import { users } from './users';

/** A refused row's reason as a job keeps it: worded when the job is read. */
export type StoredImportProblem = { row: number; field: string | null; message: MessageRef };

/**
 * A CSV check or import (ADR 062): written by the API process that runs it (its progress at
 * most every quarter second, and a heartbeat while it runs), read by any process the client's
 * poll reaches. The jobs runner removes finished ones after a while.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    /** The id the client polls: a UUID, so one account cannot guess another's. */
    id: uuid().primaryKey(),
    createdAt: timestamptz().notNull().defaultNow(),
    resource: text().notNull(),
    actorId: requiredReference(() => users.id, { onDelete: 'cascade' }),
    commit: boolean().notNull(),
    state: textOneOf<ImportJob['state']>(),
    counts: jsonb().$type<ImportCounts>().notNull(),
    /** The file's size, and how much of it the run has read. */
    bytes: integer().notNull(),
    bytesRead: integer().notNull().default(0),
    /** The first `IMPORT_LISTED_PROBLEMS` reasons; the others are counted. */
    problems: jsonb().$type<StoredImportProblem[]>().notNull().default([]),
    problemsLeftOut: integer().notNull().default(0),
    /** Why a failed job stopped. */
    error: jsonb().$type<MessageRef>(),
    /** Written by the running process every few seconds: a job left behind stops being renewed. */
    heartbeatAt: timestamptz().notNull().defaultNow(),
    finishedAt: timestamptz(),
  },
  (t) => [indexOn(t.state, t.heartbeatAt), indexOn(t.finishedAt), indexOn(t.actorId)],
);
