/**
 * @module Where the worker spends its CPU: a V8 CPU profile of the worker's isolate in workerd, taken
 * over its inspector (scripts/inspector.ts) while requests run, and summarized by origin (npm package
 * or our source folder, through the bundles' source maps) and by function. For `npm run bench -- --profile`.
 */
import { readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { originOf } from './bundle-composition.ts';
import { withInspector } from './inspector.ts';
import { projectRoot } from './projectPaths.ts';

const callFrameSchema = z.object({ functionName: z.string(), scriptId: z.string(), url: z.string(), lineNumber: z.number(), columnNumber: z.number() });
const scriptParsedSchema = z.object({ method: z.literal('Debugger.scriptParsed'), params: z.object({ scriptId: z.string(), url: z.string() }) });
const profileSchema = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: callFrameSchema })),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type CpuProfile = z.infer<typeof profileSchema>;

/** V8's sampling interval, µs. */
const sampleMicroseconds = 100;

/** Runs `work` with V8's sampling profiler on (every 100 µs) in the isolate behind `inspectorUrl`. */
function profileWhile(inspectorUrl: string, work: () => Promise<void>): Promise<CpuProfile> {
  return withInspector(inspectorUrl, async ({ send, onEvent }) => {
    // The profile names the bundle by a relative URL; the debugger's script list has the file's.
    const scriptUrls = new Map<string, string>();
    onEvent((event) => {
      const parsed = scriptParsedSchema.safeParse(event);
      if (parsed.success) scriptUrls.set(parsed.data.params.scriptId, parsed.data.params.url);
    });
    await send('Debugger.enable');
    await send('Debugger.disable');
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: sampleMicroseconds });
    await send('Profiler.start');
    await work();
    const stopped = z.object({ result: z.object({ profile: profileSchema }) }).parse(await send('Profiler.stop'));
    const profile = stopped.result.profile;
    return { ...profile, nodes: profile.nodes.map((n) => ({ ...n, callFrame: { ...n.callFrame, url: scriptUrls.get(n.callFrame.scriptId) ?? n.callFrame.url } })) };
  });
}

/** Source maps by the file they describe, read once (null: the file has none). */
const sourceMaps = new Map<string, SourceMap | null>();

async function sourceMapOf(file: string): Promise<SourceMap | null> {
  if (!sourceMaps.has(file)) {
    const payload = await readFile(`${file}.map`, 'utf8').catch(() => null);
    sourceMaps.set(file, payload ? new SourceMap(JSON.parse(payload)) : null);
  }
  return sourceMaps.get(file) ?? null;
}

/**
 * The original file and line of a position in `file`, following maps through every bundling step
 * (wrangler's bundle maps to dist/worker/index.js, whose map leads to our sources and node_modules).
 */
async function originalPosition(file: string, line: number, column: number): Promise<{ file: string; line: number } | null> {
  let position: { file: string; line: number; column: number } | null = null;
  let current = { file, line, column };
  for (let step = 0; step < 3; step++) {
    const entry = (await sourceMapOf(current.file))?.findEntry(current.line, current.column);
    if (!entry || !('originalSource' in entry)) break;
    const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(current.file), entry.originalSource);
    current = { file: source, line: entry.originalLine, column: entry.originalColumn };
    position = current;
  }
  return position && { file: position.file, line: position.line };
}

/** Where a frame comes from (its origin) and its function's name and place, in our sources where the maps know them. */
async function place(frame: z.infer<typeof callFrameSchema>): Promise<{ origin: string; fn: string }> {
  const name = frame.functionName || '(anonymous)';
  if (frame.url === '') return { origin: name, fn: name };
  if (!frame.url.startsWith('file://')) return { origin: `runtime (${frame.url})`, fn: `${name} ${frame.url}` };
  const original = await originalPosition(fileURLToPath(frame.url), frame.lineNumber, frame.columnNumber);
  if (!original) return { origin: 'worker bundle (unmapped)', fn: `${name} ${frame.url}:${frame.lineNumber + 1}` };
  const source = path.relative(projectRoot, original.file);
  return { origin: originOf(source), fn: `${name} ${source}:${original.line + 1}` };
}

interface ProfileShare {
  label: string;
  /** Share of the isolate's busy samples (idle left out). */
  share: number;
}

export interface ProfileSummary {
  /** Busy sample time (µs) by origin: an npm package, one of our source folders, or the runtime. */
  byOrigin: Map<string, number>;
  /** Busy sample time (µs) by function and its place in our sources. */
  byFunction: Map<string, number>;
}

/** The profile's busy time by origin and by function. */
async function summarizeProfile(profile: CpuProfile, into: ProfileSummary = emptyProfileSummary()): Promise<ProfileSummary> {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const places = new Map<number, { origin: string; fn: string }>();
  for (const [id, frame] of frames) places.set(id, await place(frame));
  // workerd's isolate is sampled only while it runs: the time to the next sample may span a whole wait
  // between requests (measured: ~8 ms "busy" per cached page that way), so each sample counts for one interval.
  for (const nodeId of profile.samples) {
    const where = places.get(nodeId);
    if (!where || frames.get(nodeId)?.functionName === '(idle)') continue;
    into.byOrigin.set(where.origin, (into.byOrigin.get(where.origin) ?? 0) + sampleMicroseconds);
    into.byFunction.set(where.fn, (into.byFunction.get(where.fn) ?? 0) + sampleMicroseconds);
  }
  return into;
}

/** A summary with nothing in it yet. */
export const emptyProfileSummary = (): ProfileSummary => ({ byOrigin: new Map(), byFunction: new Map() });

/** The isolate's busy time in a summary (µs, idle left out). */
export const busyMicroseconds = (summary: ProfileSummary): number => [...summary.byOrigin.values()].reduce((sum, t) => sum + t, 0);

/** A summary's totals as shares of its busy time, largest first. */
export function shares(totals: Map<string, number>): ProfileShare[] {
  const busy = [...totals.values()].reduce((sum, t) => sum + t, 0);
  return [...totals].map(([label, t]) => ({ label, share: busy ? t / busy : 0 })).sort((a, b) => b.share - a.share);
}

/**
 * Profiles `run(count)` in batches of `batch`, summed into `summary` (a new one unless given): long profiles
 * grow large; a batch whose session failed is run again.
 */
export async function profileInBatches(inspectorUrl: string, total: number, batch: number, run: (count: number) => Promise<void>, summary = emptyProfileSummary()): Promise<ProfileSummary> {
  for (let done = 0; done < total; done += batch) {
    const count = Math.min(batch, total - done);
    for (let attempt = 1; ; attempt++) {
      try {
        await summarizeProfile(await profileWhile(inspectorUrl, () => run(count)), summary);
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }
  return summary;
}
