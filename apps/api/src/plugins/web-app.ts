import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** Files the build writes `.br` and `.gz` copies of, with their media types. */
const precompressedTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Security headers that only a document obeys (its policy, framing, opener, referrer): a
 * script, style sheet or image ignores them, so hashed assets go without, which saves about
 * 0.7 KB on each of the dozens of files a page loads. `nosniff` and the resource policy stay.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A hashed asset never changes: cached for good, with no validators or ranges to send. */
const immutableAsset = {
  maxAge: '365d',
  immutable: true,
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const;

/** The best copy of an asset the client accepts: brotli, then gzip, else none. */
function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; suffix: string } | null {
  if (!precompressedTypes[path.extname(file)]) return null;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) return { encoding, suffix };
  }
  return null;
}

/**
 * Serves the built web app: its hashed assets with long-lived caching, and index.html for
 * every other path so deep links such as /dashboard/brands/edit/3 load directly.
 */
export async function webAppRoutes(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  app.get(
    '/*',
    { config: { permission: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
      if (`/${urlPath}`.startsWith(`${API_BASE}/`) || `/${urlPath}` === API_BASE) {
        return sendError(request, reply, {
          code: 'NOT_FOUND',
          statusCode: 404,
          message: 'errors.routeNotFound',
          details: { method: request.method, path: `/${urlPath}` },
        });
      }
      const file = path.resolve(root, urlPath);
      const isFile =
        file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile();
      if (isFile && urlPath.startsWith('assets/')) {
        // Hashed names never change content: cached for good, compressed once at build time.
        const copy = precompressedCopy(file, request.headers['accept-encoding']);
        for (const header of documentOnlyHeaders) reply.removeHeader(header);
        reply.header('vary', 'accept-encoding');
        if (!copy) return reply.sendFile(urlPath, root, immutableAsset);
        return reply
          .header('content-encoding', copy.encoding)
          .type(precompressedTypes[path.extname(file)] ?? 'application/octet-stream')
          .sendFile(urlPath + copy.suffix, root, { ...immutableAsset, contentType: false });
      }
      if (isFile) return reply.sendFile(urlPath, root, { maxAge: 0 });
      // Revalidated on every load, so a new release is picked up at once.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', root, { cacheControl: false });
    },
  );
}
