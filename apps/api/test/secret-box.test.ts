import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/secrets';
import { JWT_SECRET } from './helpers';

describe('the secret box', () => {
  const box = createSecretBox(JWT_SECRET);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses sealed text that was changed, or sealed under another server secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    const other = createSecretBox('another-secret-that-is-long-enough-for-hs256');
    expect(() => other.open(sealed)).toThrow();
    expect(() => box.open('not sealed')).toThrow(/not in a known form/);
  });
});
