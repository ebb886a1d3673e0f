/**
 * Calls `call` for every item, at most `concurrency` at a time, and returns the items whose
 * call succeeded, in their order. A bulk action over hundreds of records then never opens
 * hundreds of requests at once, and one failure does not stop the others.
 */
export async function settleEach<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  concurrency = 4,
): Promise<T[]> {
  const succeeded = new Array<boolean>(items.length).fill(false);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      try {
        await call(items[index] as T);
        succeeded[index] = true;
      } catch {
        succeeded[index] = false;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, () => worker()));
  return items.filter((_, index) => succeeded[index]);
}
