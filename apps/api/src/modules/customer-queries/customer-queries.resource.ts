import {
  customerQueryCreateSchema,
  customerQueryListQuerySchema,
  customerQuerySchema,
  customerQueryUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
import { customerQueries } from '../../db/schema';
import { announceCustomerQuery, prepareCustomerQuery } from './customer-queries.service';

export const customerQueriesResource = defineResource({
  label: 'Query',
  resource: 'queries',
  table: customerQueries,
  schemas: {
    row: customerQuerySchema,
    create: customerQueryCreateSchema,
    update: customerQueryUpdateSchema,
    listQuery: customerQueryListQuerySchema,
  },
  searchColumns: [customerQueries.name, customerQueries.email, customerQueries.message],
  sortColumns: {
    id: customerQueries.id,
    createdAt: customerQueries.createdAt,
    status: customerQueries.status,
    repliedAt: customerQueries.repliedAt,
  },
  defaultSort: customerQueries.createdAt,
  filters: (query) => [
    equalsIfGiven(customerQueries.status, query.status),
    equalsIfGiven(customerQueries.subjectId, query.subjectId),
  ],
  constraints: {
    customer_queries_subject_id_contact_subjects_id_fk: {
      field: 'subjectId',
      message: 'Choose one of the subjects on the form',
    },
  },
  prepare: prepareCustomerQuery,
  onCreated: announceCustomerQuery,
});
