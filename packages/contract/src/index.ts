export * from './envelope';
export * from './permissions';
export * from './common';
export * from './auth';
export * from './brands';
export * from './uploads';
export const API_BASE = '/api/v1';
export * from './staff-notifications';
