import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from '../src/lib/tokens';
import { JWT_SECRET } from './helpers';

const claims = { userId: 7, roleId: 2, level: 'ADMIN' as const, family: 'family-1' };

/** A clock the test moves by hand. */
function clock(start = new Date('2026-11-25T12:00:00.000Z')) {
  let current = start.getTime();
  return { now: () => new Date(current), pass: (ms: number) => (current += ms) };
}

async function reasonOf(check: Promise<unknown>) {
  const error: unknown = await check.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return ((error as AppError).details as { reason?: string } | undefined)?.reason;
}

describe('access tokens checked once and kept', () => {
  it('accepts a token again without its signature being checked anew, with the same claims', async () => {
    const time = clock();
    const tokens = createTokenSigner(JWT_SECRET, time.now);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a kept token from the second it expires', async () => {
    const time = clock();
    const tokens = createTokenSigner(JWT_SECRET, time.now);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    time.pass(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(await tokens.verify(token)).toEqual(claims);
    time.pass(1);
    expect(await reasonOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
    // And still after it was let go.
    expect(await reasonOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token that differs from a kept one by a character of its signature', async () => {
    const tokens = createTokenSigner(JWT_SECRET);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    // Not the last character, whose low bits are padding a decoder may ignore.
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await reasonOf(tokens.verify(changed))).toBe('TOKEN_INVALID');
  });

  it('refuses a token signed with another secret, however often it is sent', async () => {
    const forged = await createTokenSigner('another-secret-that-is-long-enough-to-sign').sign(
      claims,
    );
    const tokens = createTokenSigner(JWT_SECRET);
    for (let i = 0; i < 3; i++) expect(await reasonOf(tokens.verify(forged))).toBe('TOKEN_INVALID');
  });

  it('keeps claims the caller cannot change for the next request', async () => {
    const tokens = createTokenSigner(JWT_SECRET);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(() => {
      (first as { userId: number }).userId = 1;
    }).toThrow(TypeError);
    expect((await tokens.verify(token)).userId).toBe(7);
  });
});
