import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devServerPort, forgetDevServer, localSiteLine, noteDevServer } from './devServer';

let stateDir: string;
beforeEach(async () => {
  stateDir = await mkdtemp(path.join(tmpdir(), 'dev-server-note-'));
});
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('devServerPort', () => {
  it('reads the port npm start noted for the state, and falls back once the note is gone', async () => {
    await noteDevServer(stateDir, 8788);
    expect(await devServerPort(stateDir)).toBe(8788);
    await forgetDevServer(stateDir);
    expect(await devServerPort(stateDir)).toBe(Number(process.env.PORT) || 8787);
  });
});

describe('localSiteLine', () => {
  it('prints the address with the port the site answers on', async () => {
    const server = http.createServer((req, res) => res.writeHead(req.headers.host?.startsWith('szeged.') ? 200 : 404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await noteDevServer(stateDir, port);
      expect(await localSiteLine(stateDir, 'szeged')).toBe(`Serving now at http://szeged.localhost:${port}/`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says so when nothing answers on the port', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => server.close(resolve));
    await noteDevServer(stateDir, port);
    expect(await localSiteLine(stateDir, 'szeged')).toBe(`Nothing answers on port ${port} now; once npm start runs on this state, the site is at http://szeged.localhost:${port}/`);
  });
});
