import {
  envelope,
  errorEnvelopeSchema,
  livenessSchema,
  msg,
  readinessSchema,
} from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { createReadinessProbe } from './readiness';

export const healthRoutes = moduleRoutes(['health'], (app, route) => {
  const readiness = createReadinessProbe(app.config, app.database, app.storage);

  // Liveness stays trivial: a process that answers is alive, whatever its dependencies do.
  app.get(
    '/health',
    route('public', 'Liveness', { response: { 200: envelope(livenessSchema) } }),
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    route('public', 'Readiness: the database, mail and file storage each answer', {
      description:
        '200 when every check is up; otherwise 503 SERVICE_UNAVAILABLE with the checks in details.checks, ' +
        'or without details while the process shuts down.',
      response: { 200: envelope(readinessSchema), 503: errorEnvelopeSchema },
    }),
    async () => {
      // Shutting down: the balancer stops sending new requests while those in flight finish.
      if (app.draining()) throw new AppError('SERVICE_UNAVAILABLE', 'errors.shuttingDown');
      const checks = await readiness.check();
      const down = Object.entries(checks)
        .filter(([, check]) => check.status === 'down')
        .map(([name]) => name);
      if (down.length > 0) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          msg('errors.notReady', { checks: down.join(', ') }),
          { checks },
        );
      }
      return ok({ status: 'ok' as const, checks });
    },
  );
});
