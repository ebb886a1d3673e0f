import { envelope, uploadResultSchema } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../crud/route-options';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { createUploadService, imagesWaiting } from './uploads.service';

const UPLOAD_TIMEOUT_MS = 120_000;

const storedFileName = /^\d{4}\/\d{2}\/[0-9a-f-]{36}(-thumb)?\.(jpg|png|webp|avif)$/;

export const uploadRoutes = moduleRoutes(['uploads'], (app, route) => {
  const service = createUploadService(app.storage);
  app.metrics.readUploadsWaiting(imagesWaiting);

  app.post(
    '/upload/',
    {
      ...route(
        'contributor',
        'Upload an image (multipart field "file")',
        { response: { 200: envelope(uploadResultSchema) } },
        {
          form: {
            file: `A JPEG, PNG, WebP or AVIF image of at most ${app.config.UPLOAD_MAX_BYTES} bytes.`,
          },
        },
      ),
      // A 10 MB photo from a phone on a slow line takes a while to arrive.
      handlerTimeout: UPLOAD_TIMEOUT_MS,
    },
    async (request) => {
      // The whole form is read, so a second file is refused (413, the parser's file limit)
      // rather than dropped unseen; fields are skipped, bounded in number and size.
      let image: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') image = buffer;
      }
      if (!image) {
        throw new AppError('VALIDATION_FAILED', 'uploads.attach', {
          fieldErrors: { file: ['validation.required'] },
        });
      }
      return ok(await service.storeImage(image));
    },
  );
});

/** Files on local disk, served outside the API prefix with long-lived cache headers. */
export async function uploadedFilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/uploads/*',
    {
      config: { permission: 'public' },
      schema: { hide: true, params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const name = request.params['*'];
      // Only names this service generates; anything else (a path escape included) is absent.
      if (!storedFileName.test(name)) {
        reply.callNotFound();
        return reply;
      }
      // Names are random and never reused, so a cached copy never goes stale.
      return reply.sendFile(name, app.config.uploadsDir, { maxAge: '365d', immutable: true });
    },
  );
}
