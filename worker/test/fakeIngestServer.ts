/**
 * Worker-project global setup (runs in Node): a fake Sentry ingest on loopback that the tests in
 * workerd script and read over HTTP (worker/test/fakeIngest.ts is their side).
 *
 * It keeps one script and one record per Sentry project id, so each test uses a project of its own
 * (`http://publickey@127.0.0.1:<port>/<project>`) and never sees another test's envelopes:
 *   <any method> /api/<project>/...    recorded, then answered as scripted (200 `{}` unless told)
 *   PUT /__answer/<project>            the script: a FakeAnswer as JSON
 *   GET /__requests/<project>          what it received: [{ method, url, headers, body (base64) }]
 */
import http from 'node:http';
import type { TestProject } from 'vitest/node';
import * as z from 'zod';

declare module 'vitest' {
  export interface ProvidedContext {
    fakeIngestOrigin: string;
  }
}

export const fakeAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reply'), status: z.number().int(), headers: z.record(z.string(), z.string()).optional(), body: z.string().optional() }),
  /** Never answers: the request stays open until the caller gives up. */
  z.object({ kind: z.literal('hang') }),
  /** Closes the connection without an answer. */
  z.object({ kind: z.literal('destroy') }),
]);
export type FakeAnswer = z.infer<typeof fakeAnswerSchema>;

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. /api/42/envelope/. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The body, base64: envelopes may carry binary attachments. */
  body: string;
}

const ok: FakeAnswer = { kind: 'reply', status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };

export default async function setup(project: TestProject) {
  const answers = new Map<string, FakeAnswer>();
  const received = new Map<string, ReceivedRequest[]>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const control = /^\/__(answer|requests)\/(\d+)$/.exec(url);
      if (control?.[1] === 'answer' && control[2]) {
        answers.set(control[2], fakeAnswerSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.writeHead(204).end();
        return;
      }
      if (control?.[1] === 'requests' && control[2]) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.get(control[2]) ?? []));
        return;
      }
      const projectId = /^\/api\/(\d+)\//.exec(url)?.[1] ?? 'none';
      received.set(projectId, [...(received.get(projectId) ?? []), { method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(chunks).toString('base64') }]);
      const answer = answers.get(projectId) ?? ok;
      if (answer.kind === 'hang') return;
      if (answer.kind === 'destroy') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, answer.headers).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the fake ingest has no port');
  project.provide('fakeIngestOrigin', `http://127.0.0.1:${address.port}`);
  return () =>
    new Promise<void>((resolve) => {
      // Hung requests would keep close() waiting.
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
