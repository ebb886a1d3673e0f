/**
 * `work`, or `timeout()`'s error once `ms` have passed without an answer. The work itself
 * goes on (nothing here can cancel it); only the wait for it ends.
 */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  timeout: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timeout());
    }, ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
