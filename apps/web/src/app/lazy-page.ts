/** How long a page's code may take to arrive (spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code failed to load or took too long. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Wraps a route module import with the chunk time-out; a failure of either kind becomes a
 * ChunkLoadError, which the route's error boundary turns into a reload offer.
 */
export function lazyPage<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`The page did not load within ${timeoutMs / 1000} s`)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error instanceof Error ? error.message : 'The page could not be loaded', { cause: error }));
        },
      );
    });
}
