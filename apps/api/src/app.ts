import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@showroom/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { loggableError } from './lib/db-errors';
import { answerCompression } from './lib/answer-compression';
import { lazyChildLogger, OneLineRequestLog } from './lib/request-logger';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimits, type RateLimits } from './lib/rate-limits';
import { serializerCompiler } from './lib/response-serializer';
import { createSecretBox, type SecretBox } from './lib/secrets';
import { securityHeaders } from './lib/security-headers';
import { createTokenSigner, type TokenSigner } from './lib/tokens';
import { apiModules } from './modules';
import { createPasskeys, type Passkeys } from './modules/passkeys';
import { createSecondFactors, type SecondFactors } from './modules/second-factors';
import { createStorage, uploadedFilesRoutes, type FileStorage } from './modules/uploads';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, connectHandler, errorsPlugin, handleError } from './plugins/errors';
import { metricsPlugin, metricsRoute } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { webAppRoutes } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenSigner;
    mailer: Mailer;
    storage: FileStorage;
    rateLimits: RateLimits;
    secretBox: SecretBox;
    /** Passkeys and second factors: one of each, for the sign-in, account and reset routes. */
    passkeys: Passkeys;
    secondFactors: SecondFactors;
    /** Whether the process is shutting down (readiness answers 503 then). */
    draining(): boolean;
  }
}

export type AppDependencies = {
  database: Database;
  jwtSecret: string;
  /** The file storage, when the caller already has it (else made from the configuration). */
  storage?: FileStorage;
  now?: () => Date;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: DestinationStream;
  /** Whether the process is shutting down: server.ts says so on SIGTERM (docs/decisions/059). */
  draining?: () => boolean;
};

/** Names whose values never reach the log, wherever they appear in a logged object. */
const secretKeys = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'accessToken',
  'refreshToken',
  'refreshTokenHash',
  'authorization',
  'cookie',
  'secret',
  'jwtSecret',
  'apiKey',
  'secretAccessKey',
  'params',
];
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Query values whose names suggest a credential (a reset link's token) stay out of the log. */
const secretQueryName = /token|pass|secret|signature|key|auth|session/i;
function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(query.keys()))
    if (secretQueryName.test(name)) query.set(name, '[Redacted]');
  return `${url.slice(0, mark)}?${query.toString()}`;
}

/** The origin of an absolute URL, none for a path (files the API serves itself). */
function originOf(url: string): string[] {
  return URL.canParse(url) ? [new URL(url).origin] : [];
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: redactPaths,
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket.remotePort,
        }),
        // Whoever logs an error, its bound parameters and quoted values stay out.
        err: loggableError,
      },
      ...(deps.logStream
        ? { stream: deps.logStream }
        : config.NODE_ENV === 'development' && process.stdout.isTTY
          ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
          : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Node refuses larger headers with 431; clientErrorHandler answers it in the envelope.
    http: { maxHeaderSize: 16 * 1024 },
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => {
      void handleError(error, request, reply);
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Every request is answered within this, a 503 with Retry-After when its work is not done
    // (the database's own limits, db/limits.ts, usually answer first).
    handlerTimeout: config.REQUEST_TIMEOUT_MS,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyChildLogger,
    logController: new OneLineRequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  // ioredis reconnects by itself; while Redis is away the limits answer from memory (lib/rate-limits.ts).
  // Said once per outage, not an unhandled error event per retry.
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown) app.log.warn({ err: error.message }, 'Redis unreachable; reconnecting');
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) app.log.info('Redis reachable again');
    redisDown = false;
  });
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('searchedResources', []);
  app.decorate('draining', deps.draining ?? (() => false));
  app.decorate('tokens', createTokenSigner(deps.jwtSecret, deps.now));
  app.decorate('secretBox', createSecretBox(deps.jwtSecret));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.outboxDir,
      log: app.log,
    }),
  );
  app.decorate('storage', deps.storage ?? createStorage(config));
  app.decorate(
    'rateLimits',
    createRateLimits({
      redis,
      loginMaxFailures: config.LOGIN_MAX_FAILURES,
      loginIpMaxFailures: config.LOGIN_IP_MAX_FAILURES,
    }),
  );
  app.decorate('passkeys', createPasskeys({ db: app.db, publicUrl: config.publicUrl }));
  app.decorate(
    'secondFactors',
    createSecondFactors({
      db: app.db,
      secretBox: app.secretBox,
      limits: app.rateLimits,
      mailer: app.mailer,
      log: app.log,
      passkeys: app.passkeys,
    }),
  );
  app.addHook('onClose', async () => {
    app.mailer.close();
    app.storage.close();
    redis?.disconnect();
    await deps.database.close();
  });

  await app.register(errorsPlugin);
  // Its hooks first: a request counts as in flight from its first hook on (ADR 057).
  await app.register(metricsPlugin);
  app.server.on('connect', connectHandler);
  // Answers of the API carry personal data and tokens: no cache, shared or private, keeps them.
  // Only the web app's files and uploads say how long they keep; anything else is no-store,
  // however its path is spelled (`/api/v1%2fhealth` included).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // Helmet's security headers, the same on every answer (recorded once, lib/security-headers).
  // Set before the sign-in check, so that an answer it refuses (401, 403) carries them too.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The bucket's own origin too: a local S3 server (s3rver, MinIO) is plain http.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...originOf(app.storage.urlFor(''))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(authPlugin);
  // After the sign-in gate (authPlugin's onSend), which may put an error in place of an answer.
  // Answers over 1 KB go out compressed when the client accepts it (lib/answer-compression.ts);
  // the web app's files are compressed harder once, at build time.
  await app.register(fastifyCompress, { global: true, ...answerCompression });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      headerPairs: 20,
    },
  });
  // `/uploads/` serves the local folder whatever the storage (files of a local backup restored
  // beside a bucket among them), so the folder exists either way.
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.uploadsDir, serve: false });

  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: API_BASE },
  );
  await app.register(uploadedFilesRoutes);
  await app.register(metricsRoute);

  const webDist = config.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(webAppRoutes, { root: webDist });
  }
  return app;
}
