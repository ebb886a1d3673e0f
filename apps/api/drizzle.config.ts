import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file of the folder: a new table is found in its own file, listed nowhere (ADR 047).
  schema: './src/db/schema',
  out: './src/db/migrations',
  casing: 'snake_case',
});
