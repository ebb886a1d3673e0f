import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords';
import { useMigratedFrom } from './migrated-from';

const database = useMigratedFrom('0017_query_replies', async (client) => {
  // Before earlier passwords were kept, an account held only its current one.
  await client.query(
    `insert into users (id, name, username, email, kind, password_hash) overriding system value
       values (501, 'Karim Saleh', 'karim', 'karim@showroom.test', 'staff', $1)`,
    [await hashPassword('velvet otter climbs granite')],
  );
});

const historyOf = async (userId: number) =>
  (
    await database().query<{ rows: number }>(
      'select count(*)::int as rows from password_history where user_id = $1',
      [userId],
    )
  ).rows[0]?.rows;

describe('a database migrated from when only the current password was kept', () => {
  it('starts every account with no earlier password and leaves the current one', async () => {
    expect(await historyOf(501)).toBe(0);
    const { rows } = await database().query<{ hash: string }>(
      'select password_hash as hash from users where id = 501',
    );
    expect(rows[0]?.hash).toMatch(/^\$argon2id\$/);
  });

  it('takes an account’s earlier passwords along when the account is deleted for good', async () => {
    await database().exec(`
      insert into password_history (user_id, password_hash)
        select id, password_hash from users where id = 501;
    `);
    expect(await historyOf(501)).toBe(1);
    await database().exec('delete from users where id = 501');
    expect(await historyOf(501)).toBe(0);
  });
});
