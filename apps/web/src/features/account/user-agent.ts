/** Browsers by the token their user agent names them with; the first found wins (Edge says Chrome too). */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A user agent in a few words, "Chrome 131 on Linux"-like: the browser and its major version,
 * and the system. Null when neither is recognised (a script, a test client): the page then
 * shows the raw text.
 */
export function describeUserAgent(userAgent: string): {
  browser: string | null;
  system: string | null;
} {
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
