import { describe, expect, it } from 'vitest';
import { keptEstimates } from '../src/crud/paging';

describe('kept estimates of long lists', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('answers with a long list’s estimate until it lapses', () => {
    const time = clock();
    const estimates = keptEstimates(60_000, time.now);
    estimates.keep('cars', { count: 1_000_000, estimated: true });
    time.pass(59_999);
    expect(estimates.get('cars')).toEqual({ count: 1_000_000, estimated: true });
    time.pass(1);
    expect(estimates.get('cars')).toBeNull();
  });

  it('never keeps an exact count, and forgets an estimate once the list is counted exactly', () => {
    const estimates = keptEstimates(60_000, clock().now);
    estimates.keep('brands', { count: 40, estimated: false });
    expect(estimates.get('brands')).toBeNull();
    estimates.keep('cars', { count: 20_000, estimated: true });
    estimates.keep('cars', { count: 9_000, estimated: false });
    expect(estimates.get('cars')).toBeNull();
  });

  it('keeps a bounded number of lists, letting the oldest go first', () => {
    const estimates = keptEstimates(60_000, clock().now);
    for (let i = 0; i <= 1_000; i++)
      estimates.keep(`search ${i}`, { count: 20_000, estimated: true });
    expect(estimates.get('search 0')).toBeNull();
    expect(estimates.get('search 1')).toEqual({ count: 20_000, estimated: true });
    expect(estimates.get('search 1000')).toEqual({ count: 20_000, estimated: true });
  });
});
