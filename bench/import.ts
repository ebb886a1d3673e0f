// `npm run bench:import`: a CSV import of 100,000 cars (docs/decisions/056). Starts the API as
// `npm start` would (PGlite, the production heap limit of 512 MB), writes a file of
// BENCH_IMPORT_ROWS cars (default 100,000) naming their brand, category, colour and country by
// name and their seller by email, sends it, checks it (the dry run), imports it, and prints
// each step's time, the rows a second, and the server's peak resident memory (VmHWM).
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { signInBench, startApiServer } from './harness';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

type Envelope<T> = { statusCode: number; message: string; data: T };
type Job = {
  id: string;
  state: 'running' | 'done' | 'failed';
  progress: number;
  counts: Record<string, number>;
  error: string | null;
};

/** The server's peak resident memory so far, in MB (Linux). */
async function peakMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmHWM:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) / 1024;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.statusCode !== 200) throw new Error(`${url}: ${response.status} ${body.message}`);
  return body.data;
}

async function writeFile(file: string, names: Record<string, string>) {
  const out = createWriteStream(file);
  out.write('\uFEFFTitle,Brand,Model,Category,Color,Country of origin,Year,Price,Price currency,');
  out.write('Transmission,Fuel,Status,Seller email\r\n');
  for (let row = 1; row <= rows; row += 1) {
    const line = `"Imported car ${row}, ""bench""",${names.brand},Model ${row % 50},${names.category},${names.color},${names.country},${2000 + (row % 25)},${(row % 90_000) + 1000}.00,AED,automatic,petrol,published,${names.seller}\r\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

async function main() {
  const server = await startApiServer(undefined, { nodeArgs: ['--max-old-space-size=512'] });
  const folder = await mkdtemp(path.join(tmpdir(), 'showroom-bench-import-'));
  try {
    let headers = await signInBench(server.baseUrl);
    // An access token lasts 15 minutes; a long import outlives several.
    let signedInAt = performance.now();
    const fresh = async () => {
      if (performance.now() - signedInAt > 10 * 60_000) {
        headers = await signInBench(server.baseUrl);
        signedInAt = performance.now();
      }
      return headers;
    };
    const api = `${server.baseUrl}/api/v1`;
    const first = async (list: string) =>
      (await call<{ rows: Record<string, string>[] }>(`${api}${list}`, { headers })).rows[0] ?? {};
    const { countriesList } = await call<{ countriesList: { nameEn: string }[] }>(
      `${api}/cars/meta-data`,
      { headers },
    );
    const names = {
      brand: (await first('/brand/admin?limit=1')).nameEn ?? '',
      category: (await first('/category/admin?limit=1')).nameEn ?? '',
      color: (await first('/car-colors/?limit=1')).nameEn ?? '',
      country: countriesList[0]?.nameEn ?? '',
      seller: (await first('/auth/users/list?kind=dealer&status=active&limit=1')).email ?? '',
    };
    const file = path.join(folder, 'cars.csv');
    await writeFile(file, names);
    const bytes = (await stat(file)).size;
    console.log(
      `\n${rows} cars, ${(bytes / 1024 / 1024).toFixed(1)} MB; server peak RSS at start ${(await peakMb(server.pid)).toFixed(0)} MB`,
    );

    let start = performance.now();
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'cars.csv');
    await call<{ headers: string[] }>(`${api}/imports/cars/file`, {
      method: 'POST',
      headers,
      body: form,
    });
    console.log(`sent in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const columns = [
      'title',
      'brandId:name',
      'model',
      'categoryId:name',
      'colorId:name',
      'countryId:name',
      'year',
      'price',
      'currency',
      'transmission',
      'fuel',
      'status',
      'userId:email',
    ];
    for (const commit of [false, true]) {
      start = performance.now();
      // Each job sends the file again, its fields first (ADR 062).
      const jobForm = new FormData();
      jobForm.append('columns', JSON.stringify(columns));
      jobForm.append('commit', String(commit));
      jobForm.append('file', await openAsBlob(file, { type: 'text/csv' }), 'cars.csv');
      let job = await call<Job>(`${api}/imports/cars/jobs`, {
        method: 'POST',
        headers: await fresh(),
        body: jobForm,
      });
      let shown = 0;
      while (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        job = await call<Job>(`${api}/imports/jobs/${job.id}`, { headers: await fresh() });
        if (job.progress - shown >= 0.1) {
          shown = job.progress;
          process.stdout.write(`  ${(job.progress * 100).toFixed(0)}%`);
        }
      }
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `\n${commit ? 'import' : 'check '}: ${job.state} in ${seconds.toFixed(1)} s ` +
          `(${(rows / seconds).toFixed(0)} rows/s), ${JSON.stringify(job.counts)}` +
          `${job.error ? `, ${job.error}` : ''}; server peak RSS ${(await peakMb(server.pid)).toFixed(0)} MB`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await server.stop();
  }
}

await main();
