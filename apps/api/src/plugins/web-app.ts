import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

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
          message: 'Route not found',
          details: { method: request.method, path: `/${urlPath}` },
        });
      }
      const file = path.resolve(root, urlPath);
      const isFile =
        file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile();
      if (isFile && urlPath.startsWith('assets/')) {
        return reply.sendFile(urlPath, root, { maxAge: '365d', immutable: true });
      }
      if (isFile) return reply.sendFile(urlPath, root, { maxAge: 0 });
      // Revalidated on every load, so a new release is picked up at once.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', root, { cacheControl: false });
    },
  );
}
