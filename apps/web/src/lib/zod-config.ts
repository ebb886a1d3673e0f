import { config } from 'zod/v4/core';

/*
 * The app's Content-Security-Policy forbids `eval`, so zod cannot compile its object parsers
 * anyway; without this, its probe for `new Function` is reported as a CSP violation on every
 * page that checks an answer (Lighthouse counts it against best practices). Imported first
 * by `main.tsx`, before any schema is built.
 */
config({ jitless: true });
