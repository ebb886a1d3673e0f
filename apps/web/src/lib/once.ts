/**
 * `load` run once and its promise kept: every later call gets the same promise, whatever its
 * arguments, until it fails; after a failure (a download that did not come) the next call
 * runs `load` again.
 */
export function onceUntilFailure<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  let kept: Promise<T> | null = null;
  return (...args) => {
    kept ??= load(...args).catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}
