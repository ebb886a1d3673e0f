import { describe, expect, it } from 'vitest';
import { useMigratedFrom } from './migrated-from';

const database = useMigratedFrom('0005_statistics_counts', async (client) => {
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
});

describe('a database migrated from before packs were packages and settings contact details', () => {
  it('keeps what a role may do with them, under the new name', async () => {
    const { rows } = await database().query<{ name: string; permissions: unknown }>(
      'select name, permissions from roles order by name',
    );
    expect(rows).toEqual([
      { name: 'Sales', permissions: { packages: ['read', 'update'], cars: ['read'] } },
      { name: 'Support', permissions: { faqs: ['read'] } },
    ]);
  });

  it('files past changes of packages and contact details, and roles’ logged permissions, under the new names', async () => {
    const { rows } = await database().query<{ resource: string; before: unknown; after: unknown }>(
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
