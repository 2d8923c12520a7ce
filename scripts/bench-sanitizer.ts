/**
 * The CMS HTML sanitizer's benchmark: `npm run bench:sanitizer` (builds first). Not a test.
 *
 * Bundles scripts/sanitizerBenchWorker.ts with the current sanitizer (worker/htmlSanitizer/sanitizeCmsHtml.ts), the
 * sanitizer of another commit (`--baseline`, default main) and parse5's parse and serialize (the floor of
 * decision 011's parse5 sanitizer), runs it under `wrangler dev` (workerd, as deployed), and sanitizes the
 * demo data's twelve CMS pages and a generated page of 260 elements with each. One sample is one request
 * that sanitizes the page k times (k sized to about 20 ms); its cost is the workerd's on-CPU time around the
 * request (/proc/<pid>/task/*\/schedstat, steady on a busy machine, unlike wall time) minus the median of
 * the same request with k = 0 (reading the request), divided by k. Implementations take turns sample by
 * sample, so a busy machine slows them alike. Printed: ms per page, median and p90.
 *
 * Then the current sanitizer alone sanitizes each hostile input of worker/htmlSanitizer/testing/pathologicalInputs.ts
 * at 1 MB (1,000,000 characters, the cap on a CMS page's HTML): one run per sample, minus the same request with
 * none, printed as ms per MB; and the isolate's busy time per run from a V8 profile of as many runs (what
 * production bills: the process's CPU also counts garbage collection on V8's helper threads). parse5 is left out there, and the baseline
 * unless --hostile-baseline: before the sanitizer's caps some of these took minutes or overflowed the stack.
 *
 * Then (unless --no-share) the built worker (dist/, as `npm run bench` starts it) renders each demo tenant's
 * CMS page uncached (the operator's HTML cache bypass), one request at a time: the page's CPU per request
 * minus a static asset's, and the sanitizer's share of it (its median on that page's HTML from above).
 *
 *   node scripts/bench-sanitizer.ts [--samples 40] [--baseline main] [--profile] [--no-share] [--pathological-only] [--hostile-baseline]
 *
 * --baseline REV: the commit whose sanitizer is compared ('none' for none).
 * --pathological-only: only the hostile inputs (no demo pages, comparison with the browser or render share).
 * --hostile-baseline: the baseline on the hostile inputs too, taking turns with the current sanitizer (only for a
 * baseline that is linear on them: main's from decision 018 on).
 * --profile: a V8 CPU profile of the bench isolate while the current sanitizer runs the 260-element page,
 * summarized by function (shares of busy time; native lol-html work is counted where V8 sees it).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import * as z from 'zod';
import { withBenchWorker } from './benchWorker.ts';
import { busyMicroseconds, emptyProfileSummary, profileInBatches, shares } from './cpuProfile.ts';
import { generateCmsPages } from './demo-data/cmsPages.ts';
import { generateNetwork } from './demo-data/network.ts';
import { demoTenantNames, demoTenants } from './demoPages.ts';
import { hardDeadline } from './hardDeadline.ts';
import { workerInspectorUrl } from './inspector.ts';
import { processCpuNs, workerRuntimePid } from './processCpu.ts';
import { projectRoot } from './projectPaths.ts';
import { requestWithHost, type RunningWorker, startWorker } from './workerProcess.ts';
import { workerdBundleOptions } from './workerdBundle.ts';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '40' },
    baseline: { type: 'string', default: 'main' },
    profile: { type: 'boolean', default: false },
    examples: { type: 'string', default: '0' },
    'no-share': { type: 'boolean', default: false },
    'pathological-only': { type: 'boolean', default: false },
    'hostile-baseline': { type: 'boolean', default: false },
  },
});
const samples = Number(args.samples);
if (!Number.isInteger(samples) || samples < 3) throw new Error('--samples takes a whole number of at least 3');

const deadlineMs = 20 * 60_000;
/** CPU a sample aims at: long enough that the request around the sanitizer runs is a small part. */
const sampleTargetMs = 20;
const bypassToken = 'bench-bypass-token';

interface BenchPage {
  name: string;
  html: string;
}

const median = (values: readonly number[]) => quantile(values, 0.5);
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => value.toFixed(3);

/**
 * A CMS page of exactly `elements` elements, built from what CMS editors write (headings, paragraphs with
 * bold text and links, lists, a table, images, line breaks), in Hungarian.
 */
function generatedPage(elements: number): string {
  const blocks = [
    ['<h2>Budapest XIII. kerület</h2>', 1],
    ['<p>Az iroda <strong>2008 óta</strong> segíti az eladókat, <a href="/irodaink">irodáink</a> országszerte várják.</p>', 3],
    ['<ul><li>ingyenes értékbecslés</li><li><em>fotózás</em> és hirdetés</li><li>jogi ügyintézés</li></ul>', 5],
    ['<table><tbody><tr><th scope="row">Díj</th><td>3%</td></tr></tbody></table>', 5],
    ['<p>Váci út 76.<br>1133 Budapest <img src="/media/office/13.svg" alt="Iroda" width="400" height="300"></p>', 3],
  ] as const;
  let html = '';
  let count = 0;
  for (let i = 0; count < elements; i++) {
    const [block, size] = blocks[i % blocks.length] ?? blocks[0];
    if (count + size > elements) {
      html += '<b>x</b>'.repeat(elements - count);
      break;
    }
    html += block;
    count += size;
  }
  return html;
}

/** The commit of decision 011's sanitizer (parse5 and the allow-list): the browser's reading of the input, for the comparison. */
const decision011Commit = '9443846';

/**
 * The sanitizer's entry at a commit and what it may import, by layout: its own folder (which imports domain/),
 * or worker/pages/ in commits before it had one (the tokenizer beside it from decision 017 on).
 */
const sanitizerLayouts = [
  { entry: 'worker/htmlSanitizer/sanitizeCmsHtml.ts', paths: ['worker/htmlSanitizer', 'domain'] },
  { entry: 'worker/pages/sanitizeCmsHtml.ts', paths: ['worker/pages/sanitizeCmsHtml.ts', 'worker/pages/sanitizeCmsHtml.tokenizer.ts'] },
] as const;

/** Whether `commit` has `file` (a file or a folder). */
function existsAt(commit: string, file: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}:${file}`], { cwd: projectRoot, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Extracts the sanitizer of `commit` into `dir`/`name`/ (as laid out in the repository) and answers its import as `name`. */
async function sanitizerOfCommit(dir: string, commit: string, name: string): Promise<string> {
  const layout = sanitizerLayouts.find((l) => existsAt(commit, l.entry));
  if (!layout) throw new Error(`no sanitizer at ${commit}`);
  const target = path.join(dir, name);
  await mkdir(target, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, '--', ...layout.paths.filter((p) => existsAt(commit, p))], { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', target], { input: archive });
  return `import { sanitizeCmsHtml as ${name} } from './${name}/${layout.entry}';`;
}

/**
 * Bundles the bench worker into `dir` with wrangler.toml: the current sanitizer, `baseline`'s (a commit) if any,
 * parse5's parse and serialize, and decision 011's sanitizer; answers the names of the timed ones.
 */
async function bundleBenchWorker(dir: string, baseline: string | null): Promise<string[]> {
  const implementations = ['current', ...(baseline ? ['baseline'] : []), 'parse5'];
  const sanitizer = path.join(projectRoot, 'worker', 'htmlSanitizer');
  const imports = [
    `import { parse5Reference, sanitizerBenchWorker } from ${JSON.stringify(path.join(projectRoot, 'scripts', 'sanitizerBenchWorker.ts'))};`,
    `import { sanitizeCmsHtml as current } from ${JSON.stringify(path.join(sanitizer, 'sanitizeCmsHtml.ts'))};`,
    `import { browserTree } from ${JSON.stringify(path.join(sanitizer, 'testing', 'browserTree.ts'))};`,
    `import { generatedMarkup, generatedMarkupSeed } from ${JSON.stringify(path.join(sanitizer, 'testing', 'xssPayloads.ts'))};`,
    `import { pathologicalInputs } from ${JSON.stringify(path.join(sanitizer, 'testing', 'pathologicalInputs.ts'))};`,
    await sanitizerOfCommit(dir, decision011Commit, 'decision011'),
    ...(baseline ? [await sanitizerOfCommit(dir, baseline, 'baseline')] : []),
  ];
  const names = implementations.map((i) => (i === 'parse5' ? 'parse5: parse5Reference' : i));
  const tools = '{ markup: generatedMarkup, seed: generatedMarkupSeed, browserTree, reference: decision011, pathologicalInputs }';
  const entry = [...imports, `export default sanitizerBenchWorker({ ${names.join(', ')} }, ${tools});`].join('\n');
  await writeFile(path.join(dir, 'entry.ts'), entry);
  await build({
    entryPoints: [path.join(dir, 'entry.ts')],
    outfile: path.join(dir, 'index.js'),
    ...workerdBundleOptions,
    sourcemap: 'external',
    nodePaths: [path.join(projectRoot, 'node_modules')],
    logLevel: 'error',
  });
  const compatibilityDate = /^compatibility_date = "([^"]+)"/m.exec(await readFile(path.join(projectRoot, 'wrangler.toml'), 'utf8'))?.[1];
  await writeFile(path.join(dir, 'wrangler.toml'), `name = "sanitizer-bench"\nmain = "index.js"\nno_bundle = true\ncompatibility_date = "${compatibilityDate}"\n`);
  return implementations;
}

/** The workerd's CPU ns of one request that sanitizes `html` `iterations` times with `implementation`. */
async function runCpuNs(worker: RunningWorker, workerd: number, implementation: string, html: string, iterations: number): Promise<{ ns: number; output: string }> {
  const body = JSON.stringify({ implementation, html, iterations });
  const before = await processCpuNs(workerd);
  const answer = await requestWithHost(worker.port, 'localhost', '/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const after = await processCpuNs(workerd);
  if (answer.status !== 200) throw new Error(`${implementation}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return { ns: after - before, output: answer.body };
}

interface Measured {
  page: BenchPage;
  /** ms per page by implementation: median and p90 of the samples. */
  byImplementation: Map<string, { median: number; p90: number }>;
  /** Whether every implementation but parse5 wrote the same output. */
  sameOutput: boolean;
}

async function measurePage(worker: RunningWorker, workerd: number, implementations: readonly string[], page: BenchPage): Promise<Measured> {
  const overhead: number[] = [];
  const perPage = new Map<string, number[]>(implementations.map((i) => [i, []]));
  const iterations = new Map<string, number>();
  const outputs = new Map<string, string>();
  for (const implementation of implementations) {
    // Warm-up (the JIT), then k for about sampleTargetMs per request.
    await runCpuNs(worker, workerd, implementation, page.html, 50);
    const { ns, output } = await runCpuNs(worker, workerd, implementation, page.html, 50);
    outputs.set(implementation, output);
    iterations.set(implementation, Math.max(5, Math.round((sampleTargetMs * 1e6) / (ns / 50))));
  }
  for (let s = 0; s < samples; s++) {
    overhead.push((await runCpuNs(worker, workerd, 'current', page.html, 0)).ns);
    for (const implementation of implementations) {
      const k = iterations.get(implementation) ?? 1;
      perPage.get(implementation)?.push((await runCpuNs(worker, workerd, implementation, page.html, k)).ns / k);
    }
  }
  const requestNs = median(overhead);
  const byImplementation = new Map(
    implementations.map((implementation) => {
      const k = iterations.get(implementation) ?? 1;
      const values = (perPage.get(implementation) ?? []).map((ns) => (ns - requestNs / k) / 1e6);
      return [implementation, { median: median(values), p90: quantile(values, 0.9) }];
    }),
  );
  const written = implementations.filter((i) => i !== 'parse5').map((i) => outputs.get(i));
  return { page, byImplementation, sameOutput: written.every((o) => o === written[0]) };
}

/** The hostile inputs' size: the cap on a CMS page's HTML. */
const pathologicalLength = 1_000_000;

const pathologicalNamesSchema = z.array(z.string());

interface PathologicalMeasure {
  /** The workerd process's CPU ms per run, median and p90 (garbage collection on helper threads included). */
  median: number;
  p90: number;
  /** The isolate's busy ms per run, from V8 profile samples: the worker's CPU as production counts it. */
  isolate: number;
  outputLength: number;
}

interface PathologicalRow {
  name: string;
  /** By implementation: the current sanitizer, and the baseline's with --hostile-baseline. */
  byImplementation: Map<string, PathologicalMeasure>;
}

/** Runs per profile batch on hostile input: implementations take turns batch by batch. */
const hostileProfileBatch = 5;

/**
 * The current sanitizer (and with --hostile-baseline the baseline's, taking turns run by run and profile batch by
 * batch) on each hostile input at 1 MB: the bench worker builds the inputs itself (POST /pathological answers their
 * names; /run with `pathological` set sanitizes one), so the request carries no megabyte of JSON.
 */
async function measurePathological(worker: RunningWorker, workerd: number, implementations: readonly string[]): Promise<PathologicalRow[]> {
  const names = await requestWithHost(worker.port, 'localhost', '/pathological', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ length: pathologicalLength }) });
  const rows: PathologicalRow[] = [];
  const runs = Math.max(5, Math.min(samples, 15));
  for (const [index, name] of pathologicalNamesSchema.parse(JSON.parse(names.body)).entries()) {
    console.error(`Sanitizing ${name} (1 MB) …`);
    const run = async (implementation: string, iterations: number) => {
      const body = JSON.stringify({ implementation, html: '', iterations, pathological: { index, length: pathologicalLength } });
      const before = await processCpuNs(workerd);
      const answer = await requestWithHost(worker.port, 'localhost', '/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const after = await processCpuNs(workerd);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body.slice(0, 200)}`);
      return { ns: after - before, outputLength: answer.body.length };
    };
    // Warm-up (the JIT), then turns of one run and none (the request and building the input).
    for (const implementation of implementations) await run(implementation, 3);
    const overhead: number[] = [];
    const times = new Map<string, number[]>(implementations.map((i) => [i, []]));
    const outputLengths = new Map<string, number>();
    for (let s = 0; s < runs; s++) {
      overhead.push((await run('current', 0)).ns);
      for (const implementation of implementations) {
        const one = await run(implementation, 1);
        times.get(implementation)?.push(one.ns);
        outputLengths.set(implementation, one.outputLength);
      }
    }
    const requestNs = median(overhead);
    const profiles = new Map(implementations.map((i) => [i, emptyProfileSummary()]));
    for (let done = 0; done < runs; done += hostileProfileBatch) {
      const count = Math.min(hostileProfileBatch, runs - done);
      for (const implementation of implementations) {
        await profileInBatches(await workerInspectorUrl(worker), count, count, async (n) => {
          await run(implementation, n);
        }, profiles.get(implementation));
      }
    }
    const byImplementation = new Map(
      implementations.map((implementation) => {
        const values = (times.get(implementation) ?? []).map((ns) => (ns - requestNs) / 1e6);
        const profiled = profiles.get(implementation) ?? emptyProfileSummary();
        const measure: PathologicalMeasure = {
          median: median(values),
          p90: quantile(values, 0.9),
          isolate: busyMicroseconds(profiled) / 1000 / runs,
          outputLength: outputLengths.get(implementation) ?? 0,
        };
        return [implementation, measure];
      }),
    );
    rows.push({ name, byImplementation });
  }
  return rows;
}

function pathologicalTable(rows: readonly PathologicalRow[], implementations: readonly string[]): string {
  const cells = (label: string) => implementations.map((i) => (implementations.length > 1 ? `${i} ${label}` : label));
  const header = `| hostile input (1 MB) | ${cells('isolate ms per MB (V8 profile)').join(' | ')} | ${cells('workerd CPU ms per MB, median / p90').join(' | ')} | output characters | same output length |`;
  const lines = rows.map((r) => {
    const measures = implementations.map((i) => r.byImplementation.get(i));
    const isolate = measures.map((m) => (m ? m.isolate.toFixed(1) : '–'));
    const workerdCpu = measures.map((m) => (m ? `${m.median.toFixed(1)} / ${m.p90.toFixed(1)}` : '–'));
    const lengths = measures.map((m) => m?.outputLength);
    return `| ${r.name} | ${isolate.join(' | ')} | ${workerdCpu.join(' | ')} | ${lengths[0] ?? 0} | ${lengths.every((l) => l === lengths[0]) ? 'yes' : 'no'} |`;
  });
  return [header, `|---|${'---:|'.repeat(implementations.length * 2 + 1)}---|`, ...lines].join('\n');
}

function sanitizerTable(rows: readonly Measured[], implementations: readonly string[]): string {
  const header = `| page | bytes | elements | ${implementations.map((i) => `${i} ms median / p90`).join(' | ')} | current / parse5 | same output |`;
  const lines = rows.map(({ page, byImplementation, sameOutput }) => {
    const cells = implementations.map((i) => {
      const m = byImplementation.get(i);
      return m ? `${ms(m.median)} / ${ms(m.p90)}` : '–';
    });
    const ratio = (byImplementation.get('current')?.median ?? Number.NaN) / (byImplementation.get('parse5')?.median ?? Number.NaN);
    const elements = (page.html.match(/<[a-zA-Z]/g) ?? []).length;
    return `| ${page.name} | ${new TextEncoder().encode(page.html).length} | ${elements} | ${cells.join(' | ')} | ${ratio.toFixed(2)}× | ${sameOutput ? 'yes' : 'no'} |`;
  });
  return [header, `|${'---|'.repeat(implementations.length + 5)}`, ...lines].join('\n');
}

/** The demo CMS pages (the generator's, seed 1 as the demo database) and the generated 260-element page. */
function benchPages(): BenchPage[] {
  const pages = generateCmsPages(generateNetwork(1)).map((p) => ({ name: `/oldal/${p.id}`, html: p.content_html }));
  return [...pages, { name: 'generated, 260 elements', html: generatedPage(260) }];
}

/** Generated pages the comparison with the browser's tree reads: the property test's (same arbitrary, seed and count). */
const comparedPages = 5_000;

const divergenceSchema = z.object({ differing: z.number(), examples: z.array(z.string()) });
type Divergence = z.infer<typeof divergenceSchema> & { implementation: string };

/**
 * How often each sanitizer's output differs, as the browser reads it (elements, attributes by name, decoded
 * text), from decision 011's on the property test's generated pages: parse5 reads the input exactly as the
 * browser does, so a difference is a page the visitor would see otherwise than its author saw it in a browser.
 */
async function divergence(worker: RunningWorker, implementations: readonly string[]): Promise<Divergence[]> {
  const rows: Divergence[] = [];
  for (const implementation of implementations.filter((i) => i !== 'parse5')) {
    const body = JSON.stringify({ implementation, pages: comparedPages, examples: Number(args.examples) });
    const answer = await requestWithHost(worker.port, 'localhost', '/divergence', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (answer.status !== 200) throw new Error(`${implementation}: ${answer.status} ${answer.body.slice(0, 200)}`);
    rows.push({ implementation, ...divergenceSchema.parse(JSON.parse(answer.body)) });
  }
  return rows;
}

async function benchSanitizers(
  pages: readonly BenchPage[],
): Promise<{ rows: Measured[]; implementations: string[]; profile: string; divergences: Divergence[]; pathological: PathologicalRow[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'edge-site-sanitizer-bench-'));
  const emptyState = await mkdtemp(path.join(os.tmpdir(), 'edge-site-sanitizer-bench-state-'));
  let worker: RunningWorker | undefined;
  const cancelDeadline = hardDeadline('bench:sanitizer', deadlineMs, () => worker);
  try {
    const implementations = await bundleBenchWorker(dir, args.baseline === 'none' ? null : args.baseline);
    worker = await startWorker({ templateStateDir: emptyState, cwd: dir });
    const running = worker;
    const workerd = worker.processGroup ? await workerRuntimePid(worker.processGroup) : null;
    if (workerd === null) throw new Error('the workerd that runs the bench worker was not found in /proc: the figures need Linux');
    const rows: Measured[] = [];
    for (const page of pages) {
      console.error(`Sanitizing ${page.name} …`);
      rows.push(await measurePage(worker, workerd, implementations, page));
    }
    let profile = '';
    const large = pages.at(-1);
    if (args.profile && large) {
      console.error('Profiling the current sanitizer …');
      const summary = await profileInBatches(await workerInspectorUrl(worker), 20, 10, async (count) => {
        for (let i = 0; i < count; i++) await runCpuNs(running, workerd, 'current', large.html, 50);
      });
      profile = shares(summary.byFunction)
        .slice(0, 25)
        .map((s) => `${(s.share * 100).toFixed(1).padStart(5)} %  ${s.label}`)
        .join('\n');
    }
    const hostileImplementations = implementations.filter((i) => i === 'current' || (i === 'baseline' && args['hostile-baseline']));
    const pathological = await measurePathological(worker, workerd, hostileImplementations);
    if (args['pathological-only']) return { rows, implementations, profile, divergences: [], pathological };
    console.error('Comparing with the browser’s reading …');
    const divergences = await divergence(worker, implementations);
    return { rows, implementations, profile, divergences, pathological };
  } finally {
    cancelDeadline();
    await worker?.stop();
    await rm(dir, { recursive: true, force: true });
    await rm(emptyState, { recursive: true, force: true });
  }
}

/** The CPU ms per request (median of `samples`, one at a time) of the built worker's answer to `pathAndQuery`. */
async function requestCpuMs(worker: RunningWorker, workerd: number, host: string, pathAndQuery: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples + 3; i++) {
    const before = await processCpuNs(workerd);
    const answer = await requestWithHost(worker.port, host, pathAndQuery, { headers: { 'x-edge-cache-bypass': bypassToken } });
    const after = await processCpuNs(workerd);
    if (answer.status !== 200) throw new Error(`${host}${pathAndQuery} answered ${answer.status}`);
    // The first requests warm the tenant's memory cache and the JIT.
    if (i >= 3) times.push((after - before) / 1e6);
  }
  return median(times);
}

interface PageShare {
  tenant: string;
  path: string;
  /** Worker CPU ms of the uncached page (HTML) and of its navigation JSON, each minus the static asset's. */
  htmlMs: number;
  jsonMs: number;
}

async function renderCosts(): Promise<PageShare[]> {
  return withBenchWorker(
    'bench-sanitizer',
    deadlineMs,
    async (worker, workerd) => {
      const rows: PageShare[] = [];
      for (const tenant of demoTenantNames) {
        const host = `${tenant}.localhost`;
        const { cmsPage } = demoTenants[tenant];
        console.error(`Rendering ${tenant}${cmsPage} uncached …`);
        const staticMs = await requestCpuMs(worker, workerd, host, '/favicon.svg');
        const htmlMs = (await requestCpuMs(worker, workerd, host, cmsPage)) - staticMs;
        const jsonMs = (await requestCpuMs(worker, workerd, host, `/api/site/page?path=${encodeURIComponent(cmsPage)}`)) - staticMs;
        rows.push({ tenant, path: cmsPage, htmlMs, jsonMs });
      }
      return rows;
    },
    { EDGE_CACHE_BYPASS_TOKEN: bypassToken },
  );
}

function shareTable(rows: readonly PageShare[], measured: readonly Measured[]): string {
  const header = '| tenant | page | uncached HTML ms | its JSON ms | sanitizer ms (current) | share of the HTML |';
  const lines = rows.map((row) => {
    const sanitizer = measured.find((m) => m.page.name === row.path)?.byImplementation.get('current')?.median ?? Number.NaN;
    return `| ${row.tenant} | ${row.path} | ${ms(row.htmlMs)} | ${ms(row.jsonMs)} | ${ms(sanitizer)} | ${((sanitizer / row.htmlMs) * 100).toFixed(1)} % |`;
  });
  return [header, '|---|---|---:|---:|---:|---:|', ...lines].join('\n');
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  const only = args['pathological-only'];
  const { rows, implementations, profile, divergences, pathological } = await benchSanitizers(only ? [] : benchPages());
  const share = args['no-share'] || only ? null : await renderCosts();
  const load = loadAtStart.map((l) => l.toFixed(1)).join(' ');
  if (!only) {
    console.log(`Sanitizer, CPU ms per page in workerd (${samples} samples; load average at start ${load}; baseline ${args.baseline}):\n`);
    console.log(sanitizerTable(rows, implementations));
  }
  console.log(`\nThe current sanitizer on hostile input of 1 MB, CPU ms per MB in workerd (load average at start ${load}):\n`);
  console.log(pathologicalTable(pathological, args['hostile-baseline'] && args.baseline !== 'none' ? ['current', 'baseline'] : ['current']));
  if (!only) console.log(`\nOutput the browser reads otherwise than decision 011's parse5 sanitizer (the property test's ${comparedPages} generated pages):\n`);
  for (const d of divergences) {
    console.log(`- ${d.implementation}: ${d.differing} (${((d.differing / comparedPages) * 100).toFixed(1)} %)`);
    for (const example of d.examples) console.log(`\n${example}\n`);
  }
  if (share) console.log(`\nShare of an uncached CMS page (worker CPU per request minus a static asset's, median):\n\n${shareTable(share, rows)}`);
  if (profile) console.log(`\nWhere the current sanitizer's time goes (260-element page, V8 profile, share of busy time):\n\n${profile}`);
}

await main();
