/**
 * @module BENCHMARKS.md: the latest report of each benchmark script, each in a section of its own
 * between markers, so `npm run bench -- --record` and `npm run load -- --record` update one without
 * touching the other or the text around them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './projectPaths.ts';

export const benchmarksFile = path.join(projectRoot, 'BENCHMARKS.md');

/**
 * `document` with the section `name` (between `<!-- name:start -->` and `<!-- name:end -->`)
 * replaced by `body`, or with the section appended when it has none yet.
 * @example replaceSection('# B\n', 'bench', 'table') // '# B\n\n<!-- bench:start -->\ntable\n<!-- bench:end -->\n'
 */
export function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end, from);
  if (from !== -1 && to !== -1) return document.slice(0, from) + section + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${section}\n`;
}

/** Writes `body` into its section of BENCHMARKS.md. */
export async function recordSection(name: string, body: string): Promise<void> {
  const document = await readFile(benchmarksFile, 'utf8').catch(() => '# Benchmarks\n');
  await writeFile(benchmarksFile, replaceSection(document, name, body));
}

/** The machine a report was measured on: its CPUs, the load average then, and Node's version. */
export function machineLine(loadAtStart: readonly number[]): string {
  const load = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(', ');
  const cpus = os.cpus();
  return `${os.availableParallelism()} cores (nproc; ${cpus[0]?.model.trim() ?? 'unknown CPU'}), load average ${load(loadAtStart)} at the start and ${load(os.loadavg())} at the end (1, 5, 15 min), Node ${process.version}, ${os.platform()} ${os.release()}`;
}
