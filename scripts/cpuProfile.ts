/**
 * @module Where the worker spends its CPU: a V8 CPU profile of the worker's isolate in workerd,
 * taken over the inspector while requests run, and summarized by origin (npm package or our source
 * folder, through the bundle's source map) and by function. For `npm run bench -- --profile`.
 */
import { readdir, readFile, readlink } from 'node:fs/promises';
import http from 'node:http';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { originOf } from './bundle-composition.ts';
import { projectRoot } from './projectPaths.ts';

const callFrameSchema = z.object({ functionName: z.string(), scriptId: z.string(), url: z.string(), lineNumber: z.number(), columnNumber: z.number() });
const scriptParsedSchema = z.object({ method: z.literal('Debugger.scriptParsed'), params: z.object({ scriptId: z.string(), url: z.string() }) });
const profileSchema = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: callFrameSchema })),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
export type CpuProfile = z.infer<typeof profileSchema>;

const targetsSchema = z.array(z.object({ id: z.string(), webSocketDebuggerUrl: z.string() }));

/** Ports `pid` listens on (from /proc/<pid>/net/tcp and its socket descriptors). */
async function listeningPorts(pid: number): Promise<number[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
    const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    if (inode) inodes.add(inode);
  }
  const table = await readFile(`/proc/${pid}/net/tcp`, 'utf8');
  // Columns: sl local_address rem_address st … inode; st 0A is LISTEN.
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === '0A' && inodes.has(cols[9] ?? ''))
    .map((cols) => parseInt(cols[1]?.split(':')[1] ?? '', 16));
}

/** GET `pathname` on a loopback port as JSON; null for anything else, or after a second without the whole answer. */
function getJson(port: number, pathname: string): Promise<unknown> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(body));
        } catch {
          resolve(null);
        }
      });
    });
    // Some of workerd's ports stream without end: give up on them.
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, 1_000);
    req.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/** The inspector WebSocket of the worker's own isolate in the workerd `pid` (`core:user:<name>`). */
export async function workerInspectorUrl(pid: number): Promise<string> {
  for (const port of await listeningPorts(pid)) {
    const targets = targetsSchema.safeParse(await getJson(port, '/json'));
    const worker = targets.success ? targets.data.find((t) => t.id.startsWith('core:user:')) : undefined;
    if (worker) return worker.webSocketDebuggerUrl;
  }
  throw new Error(`no inspector of the worker found on workerd ${pid}`);
}

/** Runs `work` with V8's sampling profiler on (100 µs) in the isolate behind `inspectorUrl`. */
export async function profileWhile(inspectorUrl: string, work: () => Promise<void>): Promise<CpuProfile> {
  const socket = new WebSocket(inspectorUrl);
  // Node's WebSocket does not keep the process alive while it waits for an answer.
  const keepAlive = setInterval(() => undefined, 1_000);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error(`cannot open ${inspectorUrl}`));
    });
    const answers = new Map<number, { resolve: (message: unknown) => void; reject: (error: Error) => void }>();
    socket.onclose = () => {
      for (const { reject } of answers.values()) reject(new Error(`the inspector at ${inspectorUrl} closed`));
    };
    // The profile names the bundle by a relative URL; the debugger's script list has the file's.
    const scriptUrls = new Map<string, string>();
    socket.onmessage = (event) => {
      const json: unknown = JSON.parse(String(event.data));
      const parsed = scriptParsedSchema.safeParse(json);
      if (parsed.success) scriptUrls.set(parsed.data.params.scriptId, parsed.data.params.url);
      const message = z.looseObject({ id: z.number().optional() }).parse(json);
      if (message.id !== undefined) answers.get(message.id)?.resolve(message);
    };
    let nextId = 0;
    const send = (method: string, params: object = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const id = ++nextId;
        answers.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      });
    await send('Debugger.enable');
    await send('Debugger.disable');
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 100 });
    await send('Profiler.start');
    await work();
    const stopped = z.object({ result: z.object({ profile: profileSchema }) }).parse(await send('Profiler.stop'));
    const profile = stopped.result.profile;
    return { ...profile, nodes: profile.nodes.map((n) => ({ ...n, callFrame: { ...n.callFrame, url: scriptUrls.get(n.callFrame.scriptId) ?? n.callFrame.url } })) };
  } finally {
    clearInterval(keepAlive);
    socket.close();
  }
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

export interface ProfileShare {
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
export async function summarizeProfile(profile: CpuProfile, into: ProfileSummary = { byOrigin: new Map(), byFunction: new Map() }): Promise<ProfileSummary> {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const places = new Map<number, { origin: string; fn: string }>();
  for (const [id, frame] of frames) places.set(id, await place(frame));
  profile.samples.forEach((nodeId, index) => {
    const where = places.get(nodeId);
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (!where || frames.get(nodeId)?.functionName === '(idle)') return;
    into.byOrigin.set(where.origin, (into.byOrigin.get(where.origin) ?? 0) + delta);
    into.byFunction.set(where.fn, (into.byFunction.get(where.fn) ?? 0) + delta);
  });
  return into;
}

/** A summary's totals as shares of its busy time, largest first. */
export function shares(totals: Map<string, number>): ProfileShare[] {
  const busy = [...totals.values()].reduce((sum, t) => sum + t, 0);
  return [...totals].map(([label, t]) => ({ label, share: busy ? t / busy : 0 })).sort((a, b) => b.share - a.share);
}

/**
 * Profiles `run(count)` in batches of `batch`, summed: wrangler's own inspector client may take the
 * isolate's inspector over now and then, which ends a session; a batch cut short that way is run again.
 */
export async function profileInBatches(inspectorUrl: string, total: number, batch: number, run: (count: number) => Promise<void>): Promise<ProfileSummary> {
  const summary: ProfileSummary = { byOrigin: new Map(), byFunction: new Map() };
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
