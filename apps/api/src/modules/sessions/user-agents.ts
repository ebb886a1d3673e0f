import type { AccountSession } from '@showroom/contract';
import UAParser from 'ua-parser-js';

/** What a person recognises a session by: its browser, its system, the kind of device. */
export type Described = Pick<AccountSession, 'browser' | 'system' | 'device'>;

const parse = (userAgent: string) => new UAParser(userAgent).getResult();

/** The browser ("Chrome 131"), system ("Windows 10") and kind of device a user agent names. */
export function describeUserAgent(userAgent: string | null): Described {
  if (!userAgent) return { browser: null, system: null, device: 'desktop' };
  const { browser, os, device } = parse(userAgent);
  const named = (name: string | undefined, version: string | undefined) =>
    name ? [name, version].filter(Boolean).join(' ') : null;
  return {
    // Its major version alone: "Chrome 131", not "Chrome 131.0.6778.86".
    browser: named(browser.name, browser.version?.split('.')[0]),
    system: named(os.name, os.version),
    device: device.type === 'mobile' || device.type === 'tablet' ? device.type : 'desktop',
  };
}

/**
 * What makes a browser new to a person: the browser's name and its system's, never their
 * versions (an update is not a new browser).
 */
export function browserKey(userAgent: string | null): string {
  if (!userAgent) return '|';
  const { browser, os } = parse(userAgent);
  return `${browser.name ?? ''}|${os.name ?? ''}`;
}
