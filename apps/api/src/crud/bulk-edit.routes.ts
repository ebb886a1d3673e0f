import {
  bulkEditBodySchemaOf,
  bulkEditFields,
  bulkEditResultSchema,
  bulkUndoBodySchemaOf,
  envelope,
  messageLanguageOf,
  statusCompanionFields,
  type BulkEditBody,
  type BulkUndoBody,
  type ResourcePaths,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../lib/reply';
import { createBulkEditService, type BulkStatusMove } from './bulk-edit.service';
import { auditContextOf } from './audit-context';
import type { CrudDefinition } from './resource';
import { routesOf } from './route-options';

/**
 * `POST <root>/bulk-edit` and `POST <root>/bulk-edit/undo` for a resource whose facts name
 * `bulkEdit` fields (ADR 055), under its `update` permission; each record's own rules (a
 * status move, a role only a super admin gives) refuse that record, not the request. A
 * `status` field moves along `status.machine`, which a resource bulk-editing its status must
 * give.
 */
export function registerBulkEditRoutes(
  fastify: FastifyInstance,
  definition: CrudDefinition,
  paths: ResourcePaths,
  status?: BulkStatusMove,
) {
  const fields = bulkEditFields[definition.name];
  if (!fields) return;
  if (fields.includes('status') && status?.machine.field !== 'status') {
    throw new Error(`${definition.label}: a bulk edit of its status needs its status machine`);
  }
  checkStatusCompanions(definition, status);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBulkEditService(app.db, definition, status);
  const route = routesOf([definition.resource]);
  const permission = { resource: definition.resource, action: 'update' } as const;
  const noun = definition.label.toLowerCase();
  // Typed loosely, as this one factory serves every resource; the validator checks each body.
  const editBody: z.ZodType = bulkEditBodySchemaOf(definition.name);
  const undoBody: z.ZodType = bulkUndoBodySchemaOf(definition.name);
  const response = { 200: envelope(bulkEditResultSchema) };

  app.post(
    `${paths.root}/bulk-edit`,
    route(
      permission,
      `Set fields on many ${noun} records (dryRun: say what would change and what is refused)`,
      { body: editBody, response },
    ),
    async (request) => {
      const body = request.body as BulkEditBody;
      return ok(
        await service.edit(body.selection, body.set, {
          dryRun: body.dryRun ?? false,
          context: auditContextOf(request),
          language: messageLanguageOf(request.headers['accept-language']),
        }),
      );
    },
  );

  app.post(
    `${paths.root}/bulk-edit/undo`,
    route(permission, `Put ${noun} records back as a bulk edit found them`, {
      body: undoBody,
      response,
    }),
    async (request) => {
      const body = request.body as BulkUndoBody;
      return ok(
        await service.undo(body.records, {
          context: auditContextOf(request),
          language: messageLanguageOf(request.headers['accept-language']),
        }),
      );
    },
  );
}

/**
 * The columns a status move sets beside the status must be the contract's companions of it
 * (`statusCompanionFields`), the ones an undo may send back; a column the move sets that the
 * contract does not name would be lost by an undo, and one it names that no move sets would be
 * an undo field that puts nothing back. Checked once, at start-up.
 */
function checkStatusCompanions(definition: CrudDefinition, status: BulkStatusMove | undefined) {
  const named = Object.keys(statusCompanionFields[definition.name] ?? {}).sort();
  const statuses = status ? Object.keys(status.machine.moves) : [];
  const set = [...new Set(statuses.flatMap((to) => Object.keys(status?.values?.(to) ?? {})))];
  if (set.sort().join() !== named.join()) {
    throw new Error(
      `${definition.label}: a status move sets [${set.join(', ')}] beside the status, ` +
        `but the contract's statusCompanionFields names [${named.join(', ')}]`,
    );
  }
}
