import { access, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as awsS3 from '@aws-sdk/client-s3';
import { ConfigError, type Config } from '../config';
import { checkWritable, PROBE_PREFIX } from './data-dir';

/** Where uploaded files live. Keys are relative paths like `2026/11/<uuid>.webp`. */
export type FileStorage = {
  kind: 'local' | 's3';
  /** What it is, for anyone: `the uploads folder` or `the bucket "<name>"`. */
  name: string;
  /** Where it is, for the operator: the folder, or the bucket and its endpoint. */
  location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  read(key: string): Promise<Buffer>;
  /** Every stored file's key (backups copy them all). */
  keys(): AsyncIterable<string>;
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
  /** Resolves when files can be stored; rejects saying why not (readiness asks). */
  check(signal: AbortSignal): Promise<void>;
  close(): void;
};

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The content type of a stored file, from the extension its key was given. */
export const contentTypeOf = (key: string) =>
  contentTypes[path.extname(key).slice(1)] ?? 'application/octet-stream';

/** Files being written and readiness probes: never stored files. */
const isScratch = (name: string) => name.endsWith('.partial') || name.startsWith(PROBE_PREFIX);

/** Local disk under the data folder; files are served by the API at `/uploads/`. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Unsafe storage key ${key}`);
    return file;
  };
  return {
    kind: 'local',
    name: 'the uploads folder',
    location: root,
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    exists: (key) =>
      access(resolve(key)).then(
        () => true,
        () => false,
      ),
    read: (key) => readFile(resolve(key)),
    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || isScratch(entry.name)) continue;
        yield path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    urlFor: (key) => `/uploads/${key}`,
    check: () => checkWritable(root),
    close: () => undefined,
  };
}

/** The AWS SDK: some 0.5 s to load, so only a storage in a bucket loads it, at its first use. */
type S3Sdk = typeof awsS3;

const isMissing = ({ S3ServiceException }: S3Sdk, error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.name === 'NoSuchBucket' ||
    error.$metadata.httpStatusCode === 404);

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
  const { bucket } = options;
  let connecting: Promise<{ sdk: S3Sdk; client: awsS3.S3Client }> | undefined;
  const s3 = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    })));
  const base =
    options.publicUrl?.replace(/\/$/, '') ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/$/, '')}/${bucket}`
      : `https://${bucket}.s3.${options.region}.amazonaws.com`);
  const location = `the bucket "${bucket}" at ${options.endpoint ?? `AWS S3 (${options.region})`}`;

  /**
   * A bucket that is not there is a setting to fix, not a passing fault: said as such, so
   * that a start-up which writes files (the demo seed) stops naming it.
   */
  const noBucket = () =>
    new ConfigError(
      `S3_BUCKET: ${location} does not exist. Create it, or set S3_BUCKET to one that does.`,
    );
  const bucketMissing = ({ S3ServiceException }: S3Sdk, error: unknown) =>
    error instanceof S3ServiceException && error.name === 'NoSuchBucket';

  return {
    kind: 's3',
    name: `the bucket "${bucket}"`,
    location,
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw bucketMissing(sdk, error) ? noBucket() : error;
      }
    },
    async exists(key) {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(sdk, error)) return false;
        throw error;
      }
    },
    async read(key) {
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!answer.Body) throw new Error(`${location} answered no body for ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async *keys() {
      const { sdk, client } = await s3();
      try {
        for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: bucket })) {
          for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        }
      } catch (error) {
        throw bucketMissing(sdk, error) ? noBucket() : error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    urlFor: (key) => `${base}/${key}`,
    async check(signal) {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
      } catch (error) {
        // HEAD answers have no body: a missing bucket is a bare 404.
        throw isMissing(sdk, error) ? Object.assign(noBucket(), { code: 'NoSuchBucket' }) : error;
      }
    },
    close: () => {
      void connecting?.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else the folder. */
export function createStorage(config: Config): FileStorage {
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
  return createLocalStorage(config.uploadsDir);
}
