import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { createPglite } from '../src/db/client';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** The migrations up to and including `lastTag`, in a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'showroom-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A database as an older Showroom left it, brought up to date: an embedded database migrated
 * up to `lastTag`, given what `fill` writes, then migrated the rest of the way, before the
 * file's tests; closed after them. Returns the database, for the tests to read.
 */
export function useMigratedFrom(lastTag: string, fill: (client: PGlite) => Promise<unknown>) {
  let client: PGlite | undefined;
  let before: string | undefined;
  beforeAll(async () => {
    client = await createPglite(null);
    before = await migrationsUpTo(lastTag);
    await migrate(drizzle({ client }), { migrationsFolder: before });
    await fill(client);
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });
  return () => {
    if (!client) throw new Error('The migrated database is opened before the tests');
    return client;
  };
}
