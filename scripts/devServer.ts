/**
 * @module Which port the local site runs on, for the operator commands that print its address: `npm start`
 * (and the e2e harness) note the port in the local state directory the site uses, and a command working on
 * that state reads it back and asks the site whether it answers.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import * as z from 'zod';
import { projectRoot } from './projectPaths.ts';

/** wrangler's local state directory when no --persist-to is given. */
export const defaultStateDir = path.join(projectRoot, '.wrangler', 'state');

const noteSchema = z.object({ port: z.number().int().min(1).max(65_535) });
const noteFile = (stateDir: string) => path.join(stateDir, 'dev-server.json');

/** Notes that a local site serves `stateDir` on `port`. */
export async function noteDevServer(stateDir: string, port: number): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  await writeFile(noteFile(stateDir), JSON.stringify({ port }));
}

/** Forgets the note (the site stopped). */
export async function forgetDevServer(stateDir: string): Promise<void> {
  await rm(noteFile(stateDir), { force: true });
}

/** The port noted for `stateDir`, else PORT as `npm start` reads it, else wrangler's 8787. */
export async function devServerPort(stateDir: string): Promise<number> {
  const noted = await readFile(noteFile(stateDir), 'utf8').then(
    (text) => noteSchema.safeParse(JSON.parse(text)),
    () => null,
  );
  if (noted?.success) return noted.data.port;
  const fromEnv = Number(process.env.PORT);
  return Number.isInteger(fromEnv) && fromEnv >= 1 && fromEnv <= 65_535 ? fromEnv : 8787;
}

/** The HTTP status the local site answers for `host` and `path` on `port`, or null when nothing answers within 10 s. */
function localStatus(port: number, host: string, pathAndQuery = '/'): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathAndQuery, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    req.on('error', () => resolve(null));
    req.setTimeout(10_000, () => req.destroy());
    req.end();
  });
}

/**
 * Where the local site serves `subdomain`, as a line for the operator: the address with the port the site
 * on `stateDir` runs on, after asking it whether it answers.
 */
export async function localSiteLine(stateDir: string, subdomain: string): Promise<string> {
  const port = await devServerPort(stateDir);
  const address = `http://${subdomain}.localhost:${port}/`;
  const status = await localStatus(port, `${subdomain}.localhost:${port}`);
  if (status === 200) return `Serving now at ${address}`;
  if (status === null) return `Nothing answers on port ${port} now; once npm start runs on this state, the site is at ${address}`;
  return `${address} answers ${status}: the site on port ${port} may run on another local state (--persist-to)`;
}
