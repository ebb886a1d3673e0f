import {
  can,
  envelope,
  IMPORT_MAX_BYTES,
  importableResources,
  importFileSchema,
  importJobFormSchema,
  importJobParamsSchema,
  importJobSchema,
  messageLanguageOf,
  msg,
  resourceFactsByName,
  type ImportableResource,
  type MessageRef,
} from '@showroom/contract';
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../../crud/crud.routes';
import type { CrudDefinition } from '../../crud/resource';
import { moduleRoutes } from '../../crud/route-options';
import { uniqueFieldsOf } from '../../crud/unique-values';
import { AppError, fieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf, permissionDenied } from '../../plugins/auth';
import { brandsResource } from '../brands';
import { carsResource } from '../cars';
import { categoriesResource } from '../categories';
import { colorsResource } from '../colors';
import { contactSubjectsResource } from '../contact-subjects';
import { countriesResource } from '../countries';
import { faqsResource } from '../faqs';
import { headOf, keepFile, removeFile } from './import-files';
import { jobAnswer, jobOf, startJob } from './import-jobs';
import { runImport } from './import-run';
import { importColumns, targetOf, type ImportColumn } from './import-targets';

/** Each importable resource's declaration: the import writes through its CRUD service. */
const definitions = {
  brands: brandsResource,
  categories: categoriesResource,
  colors: colorsResource,
  countries: countriesResource,
  faqs: faqsResource,
  subjects: contactSubjectsResource,
  cars: carsResource,
} satisfies Record<ImportableResource, CrudDefinition>;

/** A file arriving from a slow line takes a while, as an image upload does. */
const FILE_TIMEOUT_MS = 120_000;

const csvFile = `A CSV file (UTF-8, or UTF-16 with its byte-order mark as spreadsheets save "Unicode text"; comma or semicolon separated, a header row first) of at most ${IMPORT_MAX_BYTES} bytes.`;

const languageOf = (request: FastifyRequest) =>
  messageLanguageOf(request.headers['accept-language']);

/**
 * CSV import with a dry run (ADR 056, 062): `POST /imports/<resource>/file` answers a file's
 * header row, first rows and the fields it may fill; `POST /imports/<resource>/jobs` takes the
 * file again with its mapping and checks or imports it in the background, in this process;
 * `GET /imports/jobs/:id`, answered by any process from the jobs' table, says how far it got.
 * Importing takes the permission to create and to change the resource's records.
 */
export const importsRoutes = moduleRoutes(['imports'], (app, route) => {
  const dataDir = app.config.dataDir;
  const running = new Set<{ stop(): void; finished: Promise<void> }>();
  app.addHook('onClose', async () => {
    running.forEach((job) => job.stop());
    await Promise.allSettled([...running].map((job) => job.finished));
  });

  for (const name of importableResources) {
    const definition: CrudDefinition = definitions[name];
    const facts = resourceFactsByName[name].import;
    const columns = importColumns(definition, facts);
    // Read now: a unique index a check cannot compare stops the API from starting.
    uniqueFieldsOf(definition.table);
    const permission = { resource: definition.resource, action: 'create' } as const;
    const mayChange = (request: FastifyRequest) => {
      const actor = actorOf(request);
      if (!can(actor.permissions, definition.resource, 'update'))
        throw permissionDenied(definition.resource, 'update');
      return actor;
    };

    app.post(
      `/imports/${name}/file`,
      {
        ...route(
          permission,
          `Send a CSV file of ${name} to check and import`,
          { response: { 200: envelope(importFileSchema) } },
          { form: { file: csvFile } },
        ),
        handlerTimeout: FILE_TIMEOUT_MS,
      },
      async (request) => {
        mayChange(request);
        const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
        if (!part || part.fieldname !== 'file') throw fieldError('file', 'imports.attach');
        const kept = await keepFile(dataDir, part.file);
        try {
          const head = await headOf(kept.file);
          return ok({
            name: part.filename,
            bytes: kept.bytes,
            ...head,
            key: facts.key,
            targets: columns.map(targetOf),
          });
        } finally {
          // Only its head was wanted: the job sends the file again.
          await removeFile(kept.file);
        }
      },
    );

    app.post(
      `/imports/${name}/jobs`,
      {
        ...route(
          permission,
          `Check (a dry run) or import a CSV file of ${name}`,
          { response: { 200: envelope(importJobSchema) } },
          { form: { fields: importJobFormSchema, file: csvFile } },
        ),
        handlerTimeout: FILE_TIMEOUT_MS,
      },
      async (request) => {
        const actor = mayChange(request);
        const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
        if (!part || part.fieldname !== 'file') throw fieldError('file', 'imports.attach');
        const { columns: keys, commit } = jobFieldsOf(part.fields);
        const kept = await keepFile(dataDir, part.file);
        let finished: Promise<void> | null = null;
        try {
          const head = await headOf(kept.file);
          const mapped = mappingOf(columns, keys, head.headers.length);
          const started = await startJob(
            app.db,
            { resource: name, actorId: actor.id, commit, bytes: kept.bytes },
            (report) =>
              runImport({
                db: app.db,
                definition,
                facts,
                file: kept.file,
                delimiter: head.delimiter,
                columns: mapped,
                commit,
                context: auditContextOf(request),
                tables: {
                  brands: brandsResource.table,
                  categories: categoriesResource.table,
                  colors: colorsResource.table,
                  countries: countriesResource.table,
                },
                report,
              }),
            (error) => request.log.error({ err: error, resource: name }, 'import failed'),
          );
          const { job } = started;
          // The file was sent for this job alone: it goes when the job ends.
          finished = started.finished.finally(() => removeFile(kept.file));
          const handle = { stop: () => (job.stopped = true), finished };
          running.add(handle);
          void finished.finally(() => running.delete(handle));
          return ok(jobAnswer({ ...job, state: 'running', error: null }, languageOf(request)));
        } finally {
          if (!finished) await removeFile(kept.file);
        }
      },
    );
  }

  app.get(
    '/imports/jobs/:id',
    route('contributor', 'Where a CSV check or import stands', {
      params: importJobParamsSchema,
      response: { 200: envelope(importJobSchema) },
    }),
    async (request) =>
      ok(
        jobAnswer(await jobOf(app.db, request.params.id, actorOf(request).id), languageOf(request)),
      ),
  );
});

/**
 * The job's fields, sent before its file (a multipart form holds text): a field missing or
 * not as the contract says is a 400 naming it.
 */
function jobFieldsOf(fields: MultipartFields) {
  const text = (name: string) => {
    const field = fields[name];
    return field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  };
  const parsed = importJobFormSchema.safeParse({
    columns: text('columns'),
    commit: text('commit'),
  });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, MessageRef[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'columns';
    (fieldErrors[field] ??= []).push(issue.message as MessageRef);
  }
  throw new AppError('VALIDATION_FAILED', 'errors.validation', { fieldErrors });
}

/** The column each place of the file fills; a mapping that does not fit the file is a 400. */
function mappingOf(
  columns: ImportColumn[],
  keys: (string | null)[],
  fileColumns: number,
): (ImportColumn | null)[] {
  if (keys.length !== fileColumns)
    throw fieldError(
      'columns',
      msg('imports.columnCount', { count: fileColumns, mapped: keys.length }),
    );
  const used = new Set<string>();
  return keys.map((key, index) => {
    if (key === null) return null;
    const column = columns.find((candidate) => candidate.key === key);
    if (!column)
      throw fieldError(`columns.${index}`, msg('imports.unknownTarget', { target: key }));
    if (used.has(key))
      throw fieldError(`columns.${index}`, msg('imports.targetTwice', { target: key }));
    used.add(key);
    return column;
  });
}
