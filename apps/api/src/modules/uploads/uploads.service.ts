import { randomUUID } from 'node:crypto';
import { acceptedImageTypes, type UploadResult } from '@showroom/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../lib/errors';
import type { FileStorage } from './storage';

const MAX_EDGE = 2560;
const THUMBNAIL_EDGE = 400;
// A small file can still decode to a huge bitmap; refuse those before they eat memory.
const MAX_INPUT_PIXELS = 60_000_000;

type ImageType = (typeof acceptedImageTypes)[number];
const extensions: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const isAccepted = (mime: string): mime is ImageType =>
  (acceptedImageTypes as readonly string[]).includes(mime);

function encode(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 82 });
    case 'image/avif':
      return image.avif({ quality: 60, effort: 2 });
    default: {
      const unreachable: never = type;
      throw new Error(`No encoder for ${String(unreachable)}`);
    }
  }
}

export function createUploadService(storage: FileStorage) {
  return {
    /**
     * Checks the content (not the name), re-encodes it without metadata, stores it with a
     * thumbnail, and removes whatever it stored if any step fails.
     */
    async storeImage(input: Buffer): Promise<UploadResult> {
      const detected = await fileTypeFromBuffer(input);
      if (!detected || !isAccepted(detected.mime)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Only JPEG, PNG, WebP and AVIF images are accepted',
          { fieldErrors: { file: ['Only JPEG, PNG, WebP and AVIF images are accepted'] } },
        );
      }
      const type = detected.mime;

      let main: { data: Buffer; info: OutputInfo };
      let thumbnail: Buffer;
      try {
        const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
          .rotate() // apply the EXIF orientation before the metadata is dropped
          .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
        main = await encode(source, type).toBuffer({ resolveWithObject: true });
        thumbnail = await sharp(main.data)
          .resize({
            width: THUMBNAIL_EDGE,
            height: THUMBNAIL_EDGE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 75 })
          .toBuffer();
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image is damaged or cannot be read', {
          fieldErrors: { file: ['The image is damaged or cannot be read'] },
        });
      }

      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const id = randomUUID();
      const key = `${folder}/${id}.${extensions[type]}`;
      const thumbnailKey = `${folder}/${id}-thumb.webp`;
      const stored: string[] = [];
      try {
        await storage.put(key, main.data, type);
        stored.push(key);
        await storage.put(thumbnailKey, thumbnail, 'image/webp');
        stored.push(thumbnailKey);
      } catch (error) {
        await Promise.allSettled(stored.map((k) => storage.delete(k)));
        throw error;
      }
      return {
        url: storage.urlFor(key),
        thumbnailUrl: storage.urlFor(thumbnailKey),
        width: main.info.width,
        height: main.info.height,
        bytes: main.data.length,
        contentType: type,
      };
    },
  };
}
