import { envelope, statisticsSchema } from '@showroom/contract';
import { readRoute } from '../../crud/route-options';
import { readStatistics } from './statistics.repository';

export const statisticsRoutes = readRoute({
  tags: ['statistics'],
  path: '/admin/get-statistics',
  permission: { resource: 'statistics', action: 'read' },
  summary: 'The dashboard: totals, 30-day daily series, cars by category, top brands',
  schema: { response: { 200: envelope(statisticsSchema) } },
  read: (db) => readStatistics(db, new Date()),
});
