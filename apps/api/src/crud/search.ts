import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { CrudDefinition } from './resource';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The resources the command palette searches (modules/search): each one whose list
     * `registerCrudRoutes` registered and that declares how a record it finds is shown
     * (`found`). A resource needs no line anywhere else to be searched.
     */
    searchedResources: CrudDefinition[];
  }
}

/** Lists a resource among those the palette searches, if it says how it shows a record. */
export function searchable(app: FastifyInstance, definition: CrudDefinition) {
  if (definition.found && !app.searchedResources.includes(definition))
    app.searchedResources.push(definition);
}

/** A found record's words from several columns: those that are not null, joined by a dot. */
export const joinedWords = (...columns: PgColumn[]) =>
  sql`concat_ws(' · ', ${sql.join(columns, sql`, `)})`;

/**
 * A column of the record `reference` points at (an offer's car title), found by that
 * record's `id`: read for the few records a search answers, never searched.
 */
export const ofReferenced = (column: PgColumn, id: PgColumn, reference: PgColumn) =>
  sql`(select ${column} from ${column.table} where ${id} = ${reference})`;
