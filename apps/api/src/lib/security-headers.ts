import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Helmet's security headers, worked out once. With no directive computed per request (no
 * nonce), helmet sets the same headers on every answer, yet its middleware derives them again
 * each time (about 2 % of a list request's CPU). So its middleware runs once, at start-up,
 * against a response that records what it sets; each answer then gets that list. A directive
 * given as a function would differ per request: it is refused here, as is a middleware that
 * does not finish at once.
 */
export function securityHeaders(options: HelmetOptions): HeaderList {
  const directives = Object.values(
    typeof options.contentSecurityPolicy === 'object'
      ? (options.contentSecurityPolicy.directives ?? {})
      : {},
  );
  if (directives.flat().some((value) => typeof value === 'function'))
    throw new Error('securityHeaders: a directive computed per request cannot be recorded once');

  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  const outcome: { finished: boolean; error?: unknown } = { finished: false };
  helmet(options)(
    new IncomingMessage(new Socket()),
    recorder as unknown as ServerResponse,
    (error) => {
      outcome.finished = true;
      outcome.error = error;
    },
  );
  if (outcome.error) throw new Error('securityHeaders: helmet failed', { cause: outcome.error });
  if (!outcome.finished) throw new Error('securityHeaders: helmet did not finish at once');
  return headers;
}
