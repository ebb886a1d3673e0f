import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where uploaded files live. Keys are relative paths like `2026/11/<uuid>.webp`. */
export type FileStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
  close(): void;
};

/** Local disk under the data folder; files are served by the API at `/uploads/`. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Unsafe storage key ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    urlFor: (key) => `/uploads/${key}`,
    close: () => undefined,
  };
}

/** Any S3-compatible object store; files are served from its public URL. */
export function createS3Storage(options: {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string | undefined;
  forcePathStyle: boolean;
}): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const base =
    options.publicUrl?.replace(/\/$/, '') ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`);
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    urlFor: (key) => `${base}/${key}`,
    close: () => {
      client.destroy();
    },
  };
}
