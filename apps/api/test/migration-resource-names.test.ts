import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let client: PGlite;
let before: string;
beforeAll(async () => {
  client = await createPglite(null);
  before = await migrationsUpTo('0005_statistics_counts');
  await migrate(drizzle({ client }), { migrationsFolder: before });
  // Saved before the packs were called packages.
  await client.query(
    `insert into roles (name, level, permissions) values
       ('Sales', 'EDITOR', '{"packs": ["read", "update"], "cars": ["read"]}'),
       ('Support', 'EDITOR', '{"faqs": ["read"]}')`,
  );
  await client.query(
    `insert into audit_log (action, resource, record_id, before, after) values
       ('update', 'packs', 7, '{"price": 1}', '{"price": 2}'),
       ('update', 'settings', 1, '{"phone": null}', '{"phone": "+971500000000"}'),
       ('update', 'roles', 1, '{"permissions": {"packs": ["read"]}}',
                              '{"permissions": {"packs": ["read", "update"]}}')`,
  );
  await migrate(drizzle({ client }), { migrationsFolder });
});
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('a database migrated from before packs were packages and settings contact details', () => {
  it('keeps what a role may do with them, under the new name', async () => {
    const { rows } = await client.query<{ name: string; permissions: unknown }>(
      'select name, permissions from roles order by name',
    );
    expect(rows).toEqual([
      { name: 'Sales', permissions: { packages: ['read', 'update'], cars: ['read'] } },
      { name: 'Support', permissions: { faqs: ['read'] } },
    ]);
  });

  it('files past changes of packages and contact details, and roles’ logged permissions, under the new names', async () => {
    const { rows } = await client.query<{ resource: string; before: unknown; after: unknown }>(
      'select resource, before, after from audit_log order by id',
    );
    expect(rows).toEqual([
      { resource: 'packages', before: { price: 1 }, after: { price: 2 } },
      {
        resource: 'contactDetails',
        before: { phone: null },
        after: { phone: '+971500000000' },
      },
      {
        resource: 'roles',
        before: { permissions: { packages: ['read'] } },
        after: { permissions: { packages: ['read', 'update'] } },
      },
    ]);
  });
});
