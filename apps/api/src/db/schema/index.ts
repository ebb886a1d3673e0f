/**
 * The tables, for a file that reads several (`import { ads, cars } from '../db/schema'`). Nothing
 * needs this list to be whole: drizzle-kit reads every file of the folder and queries name
 * their tables, so a new table is imported from its own file (`../../db/schema/trims`) and
 * joins this list only when it helps (ADR 047).
 */
export * from './roles';
export * from './users';
export * from './sessions';
export * from './countries';
export * from './brands';
export * from './categories';
export * from './colors';
export * from './meta-lists';
export * from './audit-log';
export * from './staff-notifications';
export * from './banners';
export * from './faqs';
export * from './site-pages';
export * from './settings';
export * from './contact-subjects';
export * from './customer-queries';
export * from './customer-query-replies';
export * from './notifications';
export * from './cars';
export * from './offers';
export * from './packages';
export * from './subscriptions';
export * from './ads';
export * from './statistics-counts';
export * from './list-estimates';
export * from './second-factors';
export * from './passkeys';
export * from './import-jobs';
