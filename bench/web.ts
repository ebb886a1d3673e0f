// `npm run bench:web`: what a browser downloads and how Lighthouse scores the web app, in a
// real Chromium against the real server (built web app, fresh database with the demo data).
//
//   1. the sign-in page in a fresh browser: JavaScript and all bytes on the wire (compressed,
//      as Chromium counts them: DevTools' "transferred");
//   2. signing in and landing on a list (a signed-out visit to /dashboard/brands, and one to
//      /dashboard/cars, each through the sign-in page): what that adds;
//   3. signing in to the dashboard (where `/` lands): what that adds;
//   4. Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) on the sign-in page
//      and on a list page, signed in.
//
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
//   WEB_DIST_DIR    the built web app (default apps/web/dist; `npm run bench:web` builds it)
//   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs per page, the median is kept (default 3; 0: none)
//   BENCH_LIGHTHOUSE_REPORTS  a folder to keep each run's full Lighthouse report in (JSON)
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../apps/web/e2e/server';
import { BENCH_ACCOUNT, startApiServer } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const BUDGET = { signInJs: 180 * 1024, listJs: 150 * 1024, score: 95 };
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Transfer = { js: number; all: number; files: { url: string; bytes: number }[] };

/** Counts what the page downloads from now on, as Chromium's network layer reports it. */
async function countTransfers(page: Page): Promise<() => Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, { type: string; url: string }>();
  const transfer: Transfer = { js: 0, all: 0, files: [] };
  cdp.on('Network.responseReceived', (event) =>
    types.set(event.requestId, { type: event.type, url: event.response.url }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const seen = types.get(event.requestId);
    transfer.all += event.encodedDataLength;
    if (seen?.type === 'Script') {
      transfer.js += event.encodedDataLength;
      transfer.files.push({ url: new URL(seen.url).pathname, bytes: event.encodedDataLength });
    }
  });
  return () => ({ ...transfer, files: [...transfer.files] });
}

const difference = (after: Transfer, before: Transfer): Transfer => ({
  js: after.js - before.js,
  all: after.all - before.all,
  files: after.files.slice(before.files.length),
});

async function signIn(page: Page) {
  await page.getByLabel('Email or phone').fill(BENCH_ACCOUNT.email);
  await page.locator('input[name="password"]').fill(BENCH_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/session/'));
}

async function measureTransfers(context: BrowserContext, baseUrl: string) {
  const rows: { scenario: string; transfer: Transfer; budget?: number }[] = [];

  // A signed-out visit to a list goes through the sign-in page, then lands on the list: the
  // brands (the plainest list) and the cars (status tabs, filters, references, the most
  // columns), each in a fresh context (nothing cached).
  for (const list of ['brands', 'cars']) {
    const browser = context.browser();
    const fresh = list === 'brands' || !browser ? context : await browser.newContext();
    const page = await fresh.newPage();
    const seen = await countTransfers(page);
    await page.goto(`${baseUrl}/dashboard/${list}`);
    await page.waitForURL('**/session/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const signInPage = seen();
    if (list === 'brands') {
      rows.push({ scenario: 'sign-in page', transfer: signInPage, budget: BUDGET.signInJs });
    }
    await signIn(page);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    rows.push({
      scenario: `then sign in and open a list (${list})`,
      transfer: difference(seen(), signInPage),
      budget: BUDGET.listJs,
    });
    await page.close();
    if (fresh !== context) await fresh.close();
  }

  // The same through the dashboard, in a fresh context (nothing cached).
  const browser = context.browser();
  const fresh = browser ? await browser.newContext() : context;
  const second = await fresh.newPage();
  const seen = await countTransfers(second);
  await second.goto(`${baseUrl}/session/signin`);
  await second.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await second.waitForLoadState('networkidle');
  const before = seen();
  await signIn(second);
  await second.waitForURL('**/dashboard/analytics');
  await second.waitForLoadState('networkidle');
  rows.push({ scenario: 'then sign in to the dashboard', transfer: difference(seen(), before) });
  await second.close();
  if (fresh !== context) await fresh.close();
  return rows;
}

type Scores = { performance: number; accessibility: number; bestPractices: number };

async function lighthouseScores(
  url: string,
  port: number,
): Promise<Scores & { lcp: number; tbt: number }> {
  const results: (Scores & { lcp: number; tbt: number })[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keep the signed-in session of the browser profile for the list page.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${run + 1}.json`;
      await writeFile(path.join(reportsDir, name), JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
    });
  }
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main() {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} has no index.html: run "npm run build -w apps/web" first`);
  if (!existsSync(executablePath))
    throw new Error(`Chromium was not found at ${executablePath} (apt-get install -y chromium)`);

  const { baseUrl, stop } = await startApiServer(dist);
  const profile = await mkdtemp(path.join(tmpdir(), 'showroom-bench-profile-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const transfers = await measureTransfers(context, baseUrl);
    console.log(
      `\nBytes on the wire (compressed), Chromium, ${new Date().toISOString().slice(0, 10)}\n`,
    );
    console.log('| scenario | JavaScript | all files | JS budget |');
    console.log('| --- | ---: | ---: | --- |');
    for (const { scenario, transfer, budget } of transfers)
      console.log(
        `| ${scenario} | ${kb(transfer.js)} | ${kb(transfer.all)} | ${
          budget ? `≤ ${kb(budget)}: ${verdict(transfer.js <= budget)}` : '—'
        } |`,
      );
    if (process.env.BENCH_WEB_FILES)
      for (const { scenario, transfer } of transfers) {
        console.log(`\n${scenario}:`);
        for (const file of transfer.files)
          console.log(`  ${kb(file.bytes).padStart(9)}  ${file.url}`);
      }

    // BENCH_LIGHTHOUSE_RUNS=0: the bytes alone.
    if (lighthouseRuns < 1) return;

    const storage = async (action: 'clear' | 'sign in') => {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/session/signin`);
      await page.evaluate('localStorage.clear()');
      if (action === 'sign in') {
        await page.goto(`${baseUrl}/dashboard/brands`);
        await page.waitForURL('**/session/signin');
        await signIn(page);
      }
      await page.close();
    };

    console.log(
      `\nLighthouse ${lighthouseRuns > 1 ? `(median of ${lighthouseRuns} runs) ` : ''}mobile profile\n`,
    );
    console.log(
      '| page | performance | accessibility | best practices | LCP | TBT | budget ≥ 95 |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const [name, url, session] of [
      ['sign-in page', `${baseUrl}/session/signin`, 'clear'],
      // The signed-in session lives in this profile's local storage.
      ['list page (brands)', `${baseUrl}/dashboard/brands`, 'sign in'],
    ] as const) {
      await storage(session);
      const scores = await lighthouseScores(url, debuggingPort);
      const met =
        scores.performance >= BUDGET.score &&
        scores.accessibility >= BUDGET.score &&
        scores.bestPractices >= BUDGET.score;
      console.log(
        `| ${name} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${(
          scores.lcp / 1000
        ).toFixed(2)} s | ${scores.tbt.toFixed(0)} ms | ${verdict(met)} |`,
      );
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await stop();
  }
}

await main();
