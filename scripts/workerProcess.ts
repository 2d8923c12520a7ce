/**
 * @module Starts the built worker under `wrangler dev` on a free loopback port, with its own local state.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noteDevServer } from './devServer.ts';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';

export interface RunningWorker {
  port: number;
  /** The local state directory (D1 and KV) this worker uses. */
  stateDir: string;
  /** wrangler's inspector proxy to the worker's isolate (scripts/inspector.ts). */
  inspectorPort: number;
  /** The process group of wrangler and its workerd (wrangler is started as its leader). */
  processGroup: number | undefined;
  /** http://<subdomain>.localhost:<port>, which Chromium resolves to loopback. */
  origin(subdomain?: string): string;
  /** Everything wrangler printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartWorkerOptions {
  /** A prepared state directory to copy (from globalSetup); the worker never writes to it. */
  templateStateDir: string;
  /** Worker variables, e.g. SENTRY_DSN. */
  vars?: Record<string, string>;
  /** Where to run wrangler: the project (default), or a copy with another build, to compare two side by side. */
  cwd?: string;
  /** Another entry module than wrangler.toml's main (a benchmark's wrapper around the built worker). */
  script?: string;
  /** Run on templateStateDir itself, writing to it and leaving it in place (an operator command on a state), not on a copy. */
  stateInPlace?: boolean;
  /** Lets GET /__scheduled?cron=… run the Cron Trigger (wrangler dev --test-scheduled). */
  testScheduled?: boolean;
}

/**
 * The site's worker, the back office worker, the share card worker and the basemap tile worker in one wrangler
 * dev (the site reaches the others through its BACK_OFFICE, SHARE_CARDS and MAP_TILES service bindings); the first configuration is the one
 * that serves the port. `backOfficeConfig`: another configuration of the back office (backOfficeConfigWith).
 */
export function devConfigArgs(backOfficeConfig = 'backOffice/wrangler.toml'): string[] {
  return ['-c', 'wrangler.toml', '-c', backOfficeConfig, '-c', 'shareCards/wrangler.toml', '-c', 'mapTiles/wrangler.toml'];
}

/**
 * backOffice/wrangler.toml of `projectDir` with `vars` set, written into `dir`; its path. wrangler dev's
 * `--var` reaches only the first worker, and the back office reads the same configuration as the site.
 */
async function backOfficeConfigWith(projectDir: string, dir: string, vars: Record<string, string>): Promise<string> {
  const lines = (await readFile(path.join(projectDir, 'backOffice/wrangler.toml'), 'utf8')).split('\n');
  let section = '';
  const kept = lines.flatMap((line) => {
    if (/^\s*\[/.test(line)) section = line.trim();
    // Its bundle by an absolute path: the copy is not beside the original.
    if (section === '' && /^main\s*=/.test(line)) return [`main = ${JSON.stringify(path.join(projectDir, 'dist/back-office/index.js'))}`];
    const key = /^([A-Z0-9_]+)\s*=/.exec(line)?.[1];
    if (section === '[vars]' && key !== undefined && key in vars) return [];
    if (line.trim() === '[vars]') return [line, ...Object.entries(vars).map(([k, v]) => `${k} = ${JSON.stringify(v)}`)];
    return [line];
  });
  const file = path.join(dir, 'back-office.wrangler.toml');
  await writeFile(file, kept.join('\n'));
  return file;
}

/** http://<subdomain>.localhost:<port>, which Chromium resolves to loopback. */
export function workerOrigin(port: number, subdomain?: string): string {
  return `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}`;
}

/** A port the OS says is free now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface TenantResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request to 127.0.0.1 with a chosen Host header: Node's resolver does not know *.localhost. Like a
 * browser it takes gzip (unless the caller sends its own Accept-Encoding) and reads the body decoded.
 */
export function requestWithHost(port: number, host: string, pathAndQuery: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<TenantResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathAndQuery, method: init.method ?? 'GET', headers: { 'accept-encoding': 'gzip', ...init.headers, host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' && raw.length > 0 ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`request to ${host}${pathAndQuery} timed out`)));
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

async function waitUntilServing(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output()}`);
    try {
      await requestWithHost(port, 'localhost', '/favicon.svg');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`wrangler dev did not start within 60 s:\n${output()}`);
}

/** Starts `wrangler dev` on the built worker (dist/) and waits until it answers. */
export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const stateDir = options.stateInPlace ? options.templateStateDir : await mkdtemp(path.join(tmpdir(), 'edge-site-worker-'));
  if (!options.stateInPlace) await cp(options.templateStateDir, stateDir, { recursive: true });
  const port = await freePort();
  const inspectorPort = await freePort();
  // The sites name the port they really run on (canonical links, sitemaps), as a deployment names its own.
  const vars = { SITE_PORT: String(port), ...options.vars };
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const cwd = options.cwd ?? projectRoot;
  const backOfficeConfig = await backOfficeConfigWith(cwd, await mkdtemp(path.join(tmpdir(), 'edge-site-back-office-')), vars);
  const child = spawn(
    wranglerBin,
    ['dev', ...(options.script ? [options.script] : []), ...devConfigArgs(backOfficeConfig), '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort), '--persist-to', stateDir, '--show-interactive-dev-session=false', ...(options.testScheduled ? ['--test-scheduled'] : []), ...varArgs],
    { cwd, env: wranglerEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const output = () => log;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    if (!options.stateInPlace) await rm(stateDir, { recursive: true, force: true });
    await rm(path.dirname(backOfficeConfig), { recursive: true, force: true });
  };
  try {
    await waitUntilServing(port, child, output);
    // The operator commands run against this state print the site's address with this port.
    if (!options.stateInPlace) await noteDevServer(stateDir, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, inspectorPort, stateDir, processGroup: child.pid, origin: (subdomain) => workerOrigin(port, subdomain), output, stop };
}
