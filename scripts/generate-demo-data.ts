/**
 * Writes the demo data SQL: `npm run demo:generate -- [--size 5000] [--seed 1] [--out dist/demo-data.sql]`.
 * Without --out the SQL goes to stdout; progress goes to stderr. Load it after the migrations
 * and scripts/demo-data/tenants.sql: `wrangler d1 execute DB --local --file dist/demo-data.sql`.
 *
 * Run it with the extensionless-import preload: `node --import ./scripts/extensionlessImports.ts
 * scripts/generate-demo-data.ts …` (npm run demo:generate does).
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod';
import { defaultDemoSize, demoDataSql } from './demo-data/generate';
import { readCommandLine } from './tenants/commandLine.ts';

const usage = 'Usage: npm run demo:generate -- [--size N (0..1000000)] [--seed N] [--out FILE]';

const argsSchema = z.object({
  size: z.coerce.number().int().min(0).max(1_000_000).default(defaultDemoSize),
  seed: z.coerce.number().int().default(1),
  out: z.string().min(1).optional(),
});

const { values } = readCommandLine({ options: { size: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } }, usage);
async function run({ size, seed, out }: z.infer<typeof argsSchema>): Promise<void> {
  if (out) mkdirSync(dirname(out), { recursive: true });
  const sink = out ? createWriteStream(out) : process.stdout;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  for (const statement of demoDataSql({
    size,
    seed,
    onProgress: (done, total) => console.error(`generated ${done.toLocaleString('en')} / ${total.toLocaleString('en')} listings (${seconds()} s)`),
  })) {
    // Respect back-pressure so a 100,000-listing run does not buffer the whole file in memory.
    if (!sink.write(statement)) await once(sink, 'drain');
  }
  if (out) {
    sink.end();
    await once(sink, 'finish');
    console.error(`wrote ${out} in ${seconds()} s`);
  }
}

const parsed = argsSchema.safeParse(values);
if (parsed.success) {
  await run(parsed.data);
} else {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  console.error(`\n${usage}`);
  process.exitCode = 2;
}
