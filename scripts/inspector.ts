/**
 * @module The inspector of the worker's isolate under `wrangler dev`, and a session to send it DevTools
 * protocol commands: for CPU profiles (scripts/cpuProfile.ts) and heap figures (scripts/load.ts).
 */
import { readdir, readFile, readlink } from 'node:fs/promises';
import WebSocket from 'ws';
import * as z from 'zod';
import { workerRuntimePid } from './processCpu.ts';
import type { RunningWorker } from './workerProcess.ts';

/** The site worker's isolate as workerd names it (wrangler.toml's name). */
const siteIsolate = 'core:user:edge-listing-site';

const targetsSchema = z.array(z.object({ id: z.string(), webSocketDebuggerUrl: z.string() }));

/** The loopback ports process `pid` listens on (its sockets' inodes in /proc/<pid>/net/tcp). */
async function listeningPorts(pid: number): Promise<number[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    if (inode) inodes.add(inode);
  }
  const rows = (await readFile(`/proc/${pid}/net/tcp`, 'utf8')).split('\n').slice(1);
  // Fields: sl, local address (hex ip:port), remote address, state (0A = LISTEN), …, inode (the tenth).
  return rows.map((row) => row.trim().split(/\s+/)).flatMap((f) => (f[3] === '0A' && inodes.has(f[9] ?? '') ? [parseInt(f[1]?.split(':')[1] ?? '0', 16)] : []));
}

/**
 * The inspector of the site worker's own isolate. With the back office and the card worker in the same
 * wrangler dev, wrangler's inspector proxy (`--inspector-port`) follows whichever worker reloaded last, so
 * this asks workerd's own inspector (one of the runtime's listening ports) for the site's isolate by name,
 * and falls back to the proxy where it cannot be found (no /proc).
 */
export async function workerInspectorUrl(worker: Pick<RunningWorker, 'inspectorPort' | 'processGroup'>): Promise<string> {
  const pid = worker.processGroup === undefined ? null : await workerRuntimePid(worker.processGroup).catch(() => null);
  for (const port of pid === null ? [] : await listeningPorts(pid).catch(() => [])) {
    const targets = targetsSchema.safeParse(await fetch(`http://127.0.0.1:${port}/json`).then((r) => r.json()).catch(() => null));
    const site = targets.success ? targets.data.find((t) => t.id === siteIsolate) : undefined;
    if (site) return site.webSocketDebuggerUrl;
  }
  return `ws://127.0.0.1:${worker.inspectorPort}/ws`;
}

interface InspectorSession {
  /** Sends a command and resolves with its answer message; rejects when the inspector closes first. */
  send(method: string, params?: object): Promise<unknown>;
  /** Called with every event (a message without an id). */
  onEvent(listener: (event: unknown) => void): void;
}

/** Opens a session on `inspectorUrl`, runs `use` with it, and closes it. */
export async function withInspector<T>(inspectorUrl: string, use: (session: InspectorSession) => Promise<T>): Promise<T> {
  // ws rather than Node's WebSocket: wrangler's proxy takes DevTools from a localhost Origin only.
  const socket = new WebSocket(inspectorUrl, { headers: { origin: 'http://localhost' } });
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', (error) => reject(new Error(`cannot open ${inspectorUrl}: ${error.message}`)));
    });
    const answers = new Map<number, { resolve: (message: unknown) => void; reject: (error: Error) => void }>();
    const listeners: ((event: unknown) => void)[] = [];
    // Whatever was asked fails rather than waits when the inspector goes (wrangler restarted the worker).
    socket.on('close', () => {
      for (const { reject } of answers.values()) reject(new Error(`the inspector at ${inspectorUrl} closed`));
    });
    socket.on('message', (data) => {
      const json: unknown = JSON.parse(data.toString());
      const message = z.looseObject({ id: z.number().optional() }).parse(json);
      if (message.id === undefined) for (const listener of listeners) listener(json);
      else answers.get(message.id)?.resolve(message);
    });
    let nextId = 0;
    return await use({
      send: (method, params = {}) =>
        new Promise<unknown>((resolve, reject) => {
          const id = ++nextId;
          answers.set(id, { resolve, reject });
          socket.send(JSON.stringify({ id, method, params }));
        }),
      onEvent: (listener) => void listeners.push(listener),
    });
  } finally {
    socket.close();
  }
}

const heapUsageSchema = z.object({ result: z.object({ usedSize: z.number(), totalSize: z.number() }) });

/**
 * The isolate's JavaScript heap in bytes after a full garbage collection: what it really keeps. A heap
 * snapshot collects first (workerd does not answer HeapProfiler.collectGarbage); its chunks are dropped.
 */
export function isolateHeapAfterGc(inspectorUrl: string): Promise<{ usedBytes: number; totalBytes: number }> {
  return withInspector(inspectorUrl, async ({ send }) => {
    await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const { result } = heapUsageSchema.parse(await send('Runtime.getHeapUsage'));
    return { usedBytes: result.usedSize, totalBytes: result.totalSize };
  });
}
