import { msg } from '@showroom/contract';
import { defineCrudResource } from '../../crud/resource';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import { customerQueries, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { findActiveSubject, subjectName } from './queries.repository';

export const queriesResource = defineCrudResource('queries', {
  table: customerQueries,
  searchColumns: [customerQueries.name, customerQueries.email, customerQueries.message],
  found: { title: customerQueries.name, detail: customerQueries.email },
  constraintMessages: { subjectId: 'queries.subject' },
  // Queries arrive through a public form that names an email, not an account: a user's
  // queries are those sent from their account's email (both are kept lower-cased).
  customFilters: {
    userId: (userId) =>
      sql`${customerQueries.email} = (select ${users.email} from ${users} where ${users.id} = ${userId})`,
    replied: (replied) =>
      replied ? isNotNull(customerQueries.repliedAt) : isNull(customerQueries.repliedAt),
  },
  // A query from the contact form names a subject the form offers, and starts as new.
  prepare: async ({ values, current, tx }) => {
    if (current) return values;
    const subject = await findActiveSubject(tx, values.subjectId);
    if (!subject) throw fieldError('subjectId', 'queries.subject');
    return { ...values, status: 'new' };
  },
  // Staff who answer queries hear about a new one on their bell.
  notice: async ({ row, tx }) => ({
    heading: 'notices.queries.heading',
    title: msg('notices.queries.new', { name: row.name }),
    subtitle: await subjectName(tx, row.subjectId),
    icon: 'contact_mail',
    path: '/dashboard/queries',
    audience: { resource: 'queries', action: 'update' },
  }),
});
