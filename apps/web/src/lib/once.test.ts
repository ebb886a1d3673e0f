import { describe, expect, it } from 'vitest';
import { onceUntilFailure } from './once';

describe('onceUntilFailure', () => {
  it('runs once and gives every caller the same answer', async () => {
    let runs = 0;
    const load = onceUntilFailure(async (value: string) => {
      runs += 1;
      return `${value} ${runs}`;
    });
    const [first, second] = await Promise.all([load('en'), load('ar')]);
    expect([first, second, await load('en')]).toEqual(['en 1', 'en 1', 'en 1']);
    expect(runs).toBe(1);
  });

  it('runs again after a failure, and keeps the first success', async () => {
    let runs = 0;
    const load = onceUntilFailure(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
      return runs;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(runs).toBe(2);
  });
});
