// `npm start`: builds what is missing or out of date, then runs the API, which also serves
// the web app. It runs in this process so Ctrl+C and SIGTERM reach the server directly.
import { pathToFileURL } from 'node:url';
import { buildApi, buildWebApp } from './build-if-stale.mjs';

buildWebApp();
const server = buildApi();

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(server).href);
