import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './lazy-page';

afterEach(() => vi.useRealTimers());

describe('loading a page chunk', () => {
  it('gives up after 120 s with a chunk error that says it timed out', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined)).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('turns a failed import into a chunk error', async () => {
    const error = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      timedOut: false,
      message: 'Failed to fetch dynamically imported module',
    });
  });
});
