import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('a sign-in’s browser', () => {
  it('is named with its major version and system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', system: 'Linux' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toEqual({ browser: 'Edge 131', system: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 18', system: 'iOS' });
  });

  it('is unknown for a client that names no browser', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});
