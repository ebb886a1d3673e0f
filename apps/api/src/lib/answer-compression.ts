import { constants as zlibConstants } from 'node:zlib';

/**
 * How the API compresses its answers (`@fastify/compress`, ADR 015), in one place: the
 * benchmark's bare server (`bench/lists.ts`) compresses its answers with the same settings.
 *
 * - Answers under `threshold` go out as they are: compressing them saves too little.
 * - Brotli at quality 4 when the client accepts it (about gzip's cost, smaller), else gzip.
 * - Answers up to `syncThreshold` are compressed in one call, without a stream: a page of 20
 *   cars (11 KB) takes about 0.1 ms that way. The plugin's default on a 2-core machine is 8 KB,
 *   which sent every list page through a stream pipeline: some 7 % of the process's CPU under
 *   the cars bench. Larger answers (a 100-row page, an export) still stream.
 */
export const answerCompression = {
  threshold: 1024,
  syncThreshold: 64 * 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};
