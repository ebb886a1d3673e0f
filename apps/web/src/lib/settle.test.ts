import { describe, expect, it } from 'vitest';
import { settleEach } from './settle';

describe('settleEach', () => {
  it('keeps at most the given number of calls in flight and returns the ones that succeeded', async () => {
    let inFlight = 0;
    let most = 0;
    const ids = Array.from({ length: 25 }, (_, index) => index + 1);
    const done = await settleEach(
      ids,
      async (id) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        if (id % 10 === 0) throw new Error('refused');
      },
      4,
    );
    expect(most).toBe(4);
    expect(done).toEqual(ids.filter((id) => id % 10 !== 0));
  });

  it('does nothing for no items', async () => {
    expect(await settleEach([], () => Promise.resolve())).toEqual([]);
  });
});
