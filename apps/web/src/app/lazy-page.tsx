import { lazy, type ComponentType } from 'react';

/** How long a page's code may take to arrive (spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code failed to load or took too long. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Runs a module import with the chunk time-out; either failure becomes a ChunkLoadError. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The page did not load within ${timeoutMs / 1000} s`, true)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(
            error instanceof Error ? error.message : 'The page could not be loaded',
            false,
            {
              cause: error,
            },
          ),
        );
      },
    );
  });
}

/**
 * A route page whose code loads only when it is rendered — so a signed-out visit to a
 * signed-in route never downloads that page — inside the nearest Suspense (the bouncing
 * logo). Route modules export `Component`.
 */
export function lazyPage(
  load: () => Promise<{ Component: ComponentType }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
) {
  return lazy(() =>
    withChunkTimeout(load, timeoutMs).then((module) => ({ default: module.Component })),
  );
}
