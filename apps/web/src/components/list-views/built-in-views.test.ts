import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInViewKey } from './built-in-views';

const seeded = { list: 'cars', name: 'Cars waiting over 48 h', ownerId: null };

describe('the views Showroom comes with', () => {
  it('are known by a key from the list and the name they were seeded with', () => {
    expect(builtInViewKey(seeded)).toBe('carsWaiting');
    expect(
      builtInViewKey({
        list: 'subscriptions',
        name: 'Subscriptions ending this week',
        ownerId: null,
      }),
    ).toBe('subscriptionsEnding');
  });

  it('leave a person’s view of the same name, a renamed one and another list’s alone', () => {
    expect(builtInViewKey({ ...seeded, ownerId: 4 })).toBeNull();
    expect(builtInViewKey({ ...seeded, name: 'Cars to chase' })).toBeNull();
    expect(builtInViewKey({ ...seeded, list: 'queries' })).toBeNull();
  });

  it('are the ones the server’s migration seeds, each with its key', () => {
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../../../api/src/db/migrations/0014_saved_views.sql'),
      'utf8',
    );
    const rows = [...migration.matchAll(/\('(\w+)', '([^']+)', 'everyone'/g)];
    expect(rows).toHaveLength(3);
    for (const [, list = '', name = ''] of rows)
      expect(builtInViewKey({ list, name, ownerId: null })).not.toBeNull();
  });
});
