/**
 * Worker-project global setup (runs in Node): a tiny upstream on loopback for forwarding tests, and
 * a loopback origin where nothing listens any more (an upstream that is down: connections refused).
 * The upstream answers what the test asks for in the path and echoes the request headers it received.
 *   /api/cms/echo            200, JSON of the received method, path, query, headers and body
 *   /api/cms/redirect        302 to /elsewhere, with caching headers
 *   /api/cms/not-modified    304 when If-None-Match is "v1", else 200 with ETag "v1"
 *   POST /api/cms/leads      201 with a lead receipt, as a CMS that stored it; remembers the body
 *   GET /api/cms/leads/last  the body of the last POST /api/cms/leads (to check what was forwarded)
 */
import http from 'node:http';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    echoUpstreamOrigin: string;
    closedOrigin: string;
  }
}

/** The origin of a port that was just free and is closed again: a connection to it is refused. */
async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the closed upstream has no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${address.port}`;
}

export default async function setup(project: TestProject) {
  let lastLead = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (url.pathname === '/api/cms/redirect') {
        res.writeHead(302, { location: 'http://upstream.example/elsewhere', etag: '"r1"', 'cache-control': 'max-age=5' }).end();
      } else if (url.pathname === '/api/cms/leads' && req.method === 'POST') {
        lastLead = Buffer.concat(chunks).toString('utf8');
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { id: 4242, created_at: '2026-11-23T10:00:00Z' } }));
      } else if (url.pathname === '/api/cms/leads/last') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(lastLead || 'null');
      } else if (url.pathname === '/api/cms/not-modified') {
        if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end();
        else res.writeHead(200, { etag: '"v1"', 'last-modified': 'Sun, 22 Nov 2026 06:00:00 GMT', vary: 'Accept-Language', 'content-type': 'application/json' }).end('{"data":1}');
      } else {
        const echo = { method: req.method, path: url.pathname, query: url.search, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        res.writeHead(200, { 'content-type': 'application/json', 'content-language': 'hu', 'set-cookie': 'upstream=1' }).end(JSON.stringify(echo));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the echo upstream has no port');
  project.provide('echoUpstreamOrigin', `http://127.0.0.1:${address.port}`);
  project.provide('closedOrigin', await closedOrigin());
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
