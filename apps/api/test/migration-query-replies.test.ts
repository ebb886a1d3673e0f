import { describe, expect, it } from 'vitest';
import { useMigratedFrom } from './migrated-from';

type Kept = { query: string; text: string; sentBy: string | null; sentAt: string };

const database = useMigratedFrom('0016_import_jobs', async (client) => {
  // Before replies were kept, a query held only its latest one; the audit log held each.
  await client.exec(`
    insert into users (id, name, username, email, kind) overriding system value values
      (501, 'Karim Saleh', 'karim', 'karim@showroom.test', 'staff'),
      (502, 'Dina Aziz', 'dina', 'dina@showroom.test', 'staff');
    insert into contact_subjects (id, name_en) overriding system value values (601, 'Buying');
    insert into customer_queries
      (id, subject_id, name, email, message, status, reply, replied_at, replied_by)
      overriding system value values
      (701, 601, 'Twice Answered', 'twice@example.com', 'Still for sale?', 'in_progress',
       'The price is final.', '2026-11-21T09:00:00Z', 502),
      (702, 601, 'Seeded Answer', 'seeded@example.com', 'Any red ones?', 'resolved',
       'Two arrived today.', '2026-11-22T10:00:00Z', 501),
      (703, 601, 'Not Yet', 'waiting@example.com', 'Hello?', 'new', null, null, null);
    insert into audit_log (actor_id, action, resource, record_id, after, at) values
      (501, 'reply', 'queries', 701,
       '{"reply": "Yes, it is.", "repliedAt": "2026-11-20T09:00:00.000Z", "repliedBy": 501}',
       '2026-11-20T09:00:00Z'),
      (502, 'reply', 'queries', 701,
       '{"reply": "The price is final.", "repliedAt": "2026-11-21T09:00:00.000Z", "repliedBy": 502}',
       '2026-11-21T09:00:00Z'),
      (501, 'status', 'queries', 702, '{"status": "resolved"}', '2026-11-23T10:00:00Z');
  `);
});

const kept = async () =>
  (
    await database().query<Kept>(
      `select q.name as query, r.text, u.name as "sentBy",
              to_char(r.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "sentAt"
         from customer_query_replies r
         join customer_queries q on q.id = r.query_id
         left join users u on u.id = r.sent_by
        order by r.query_id, r.sent_at, r.id`,
    )
  ).rows;

describe('a database migrated from when a query kept only its latest reply', () => {
  it('keeps every reply the audit log recorded, oldest first, with who sent it', async () => {
    expect((await kept()).filter((row) => row.query === 'Twice Answered')).toEqual([
      {
        query: 'Twice Answered',
        text: 'Yes, it is.',
        sentBy: 'Karim Saleh',
        sentAt: '2026-11-20T09:00',
      },
      {
        query: 'Twice Answered',
        text: 'The price is final.',
        sentBy: 'Dina Aziz',
        sentAt: '2026-11-21T09:00',
      },
    ]);
  });

  it('keeps the reply of a query the log holds none for as its one reply', async () => {
    expect((await kept()).filter((row) => row.query !== 'Twice Answered')).toEqual([
      {
        query: 'Seeded Answer',
        text: 'Two arrived today.',
        sentBy: 'Karim Saleh',
        sentAt: '2026-11-22T10:00',
      },
    ]);
  });

  it('leaves the queries as they were: the latest reply on each', async () => {
    const { rows } = await database().query<{ id: number; reply: string | null }>(
      'select id, reply from customer_queries order by id',
    );
    expect(rows).toEqual([
      { id: 701, reply: 'The price is final.' },
      { id: 702, reply: 'Two arrived today.' },
      { id: 703, reply: null },
    ]);
  });
});
