import { msg } from '@showroom/contract';
import { defineCrudResource } from '../../crud/resource';
import { customerQueries } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { findActiveSubject, subjectName } from './queries.repository';

export const queriesResource = defineCrudResource('queries', {
  table: customerQueries,
  searchColumns: [customerQueries.name, customerQueries.email, customerQueries.message],
  constraintMessages: { subjectId: 'queries.subject' },
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
