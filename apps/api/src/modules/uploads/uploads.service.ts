import { randomUUID } from 'node:crypto';
import { acceptedImageTypes, msg, type MessageRef, type UploadResult } from '@showroom/contract';
import fastq from 'fastq';
import { fileTypeFromBuffer } from 'file-type';
import type { default as SharpLibrary, OutputInfo, Sharp } from 'sharp';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';

const MAX_EDGE = 2560;
const THUMBNAIL_EDGE = 400;
// A small file can still decode to a huge bitmap; refuse those before they eat memory.
export const MAX_INPUT_PIXELS = 60_000_000;
/** Images decoded at once in this process; the others wait their turn. */
export const IMAGE_CONCURRENCY = 2;
/** Uploads that may wait for a turn; past that the server says it is busy. */
export const MAX_WAITING_IMAGES = 16;

let loading: Promise<typeof SharpLibrary> | undefined;
/**
 * sharp (libvips), loaded with the first upload: about 20 MB and 75 ms that a process which
 * never takes an image does not spend. One libvips thread per image and no operation cache:
 * memory grows with the images being processed, which the queue below bounds, and nothing
 * stays behind once they are done.
 */
function imageLibrary() {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

type ImageType = (typeof acceptedImageTypes)[number];
const extensions: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const isAccepted = (mime: string): mime is ImageType =>
  acceptedImageTypes.some((type) => type === mime);

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

const refusal = (code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', message: MessageRef) =>
  new AppError(code, message, { fieldErrors: { file: [message] } });
const damaged = () => refusal('UNSUPPORTED_MEDIA_TYPE', 'uploads.damaged');

/** Reads the size from the image's header, without decoding it, and refuses huge ones. */
async function checkDimensions(input: Buffer) {
  const sharp = await imageLibrary();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw damaged();
  }
  if (!width || !height) throw damaged();
  if (width * height > MAX_INPUT_PIXELS) {
    throw refusal(
      'PAYLOAD_TOO_LARGE',
      msg('uploads.tooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }),
    );
  }
}

type Processed = { main: { data: Buffer; info: OutputInfo }; thumbnail: Buffer };

/** Re-encodes the image within MAX_EDGE, without metadata, and makes its thumbnail. */
async function processImage(task: { input: Buffer; type: ImageType }): Promise<Processed> {
  const sharp = await imageLibrary();
  try {
    const source = sharp(task.input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const main = await encode(source, task.type).toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main.data)
      .resize({
        width: THUMBNAIL_EDGE,
        height: THUMBNAIL_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
    return { main, thumbnail };
  } catch {
    throw damaged();
  }
}

/** Decoding is where memory goes: at most IMAGE_CONCURRENCY images at once per process. */
const imageQueue = fastq.promise(processImage, IMAGE_CONCURRENCY);

/** Uploads waiting for their turn in this process now (the metrics read it). */
export const imagesWaiting = () => imageQueue.length();

function processInTurn(input: Buffer, type: ImageType): Promise<Processed> {
  if (imageQueue.length() >= MAX_WAITING_IMAGES) {
    throw new AppError('SERVICE_UNAVAILABLE', 'uploads.busy');
  }
  return imageQueue.push({ input, type });
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
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploads.types', {
          fieldErrors: { file: ['uploads.types'] },
        });
      }
      const type = detected.mime;

      await checkDimensions(input);
      const { main, thumbnail } = await processInTurn(input, type);

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
