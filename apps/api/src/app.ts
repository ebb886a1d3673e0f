import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@showroom/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimits, type RateLimits } from './lib/rate-limits';
import { createTokenSigner, type TokenSigner } from './lib/tokens';
import { apiModules } from './modules';
import { createLocalStorage, createS3Storage, type FileStorage } from './modules/uploads/storage';
import { uploadedFilesRoutes } from './modules/uploads/uploads.routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
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
  }
}

export type AppDependencies = {
  database: Database;
  jwtSecret: string;
  /** Replaces the configured storage (tests use it to stand in for object storage). */
  storage?: FileStorage;
  now?: () => Date;
};

function storageFor(config: Config): FileStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  mkdirSync(config.uploadsDir, { recursive: true });
  return createLocalStorage(config.uploadsDir);
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'],
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('tokens', createTokenSigner(deps.jwtSecret, deps.now));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.outboxDir,
      log: app.log,
    }),
  );
  app.decorate('storage', deps.storage ?? storageFor(config));
  app.decorate(
    'rateLimits',
    createRateLimits({
      redis,
      loginMaxFailures: config.LOGIN_MAX_FAILURES,
      loginIpMaxFailures: config.LOGIN_IP_MAX_FAILURES,
    }),
  );
  app.addHook('onClose', async () => {
    app.mailer.close();
    app.storage.close();
    redis?.disconnect();
    await deps.database.close();
  });

  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  await app.register(fastifyStatic, { root: config.uploadsDir, serve: false });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Showroom API',
        description:
          'Every response is the envelope {statusCode, message, data}; errors carry a stable code.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: API_BASE },
  );
  await app.register(uploadedFilesRoutes);

  const webDist = config.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(webAppRoutes, { root: webDist });
  }
  return app;
}
