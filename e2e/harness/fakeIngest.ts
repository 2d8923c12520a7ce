/**
 * @module A fake Sentry ingest (or any upstream) on loopback: records every request, answers as the test says.
 */
import http from 'node:http';
import type { Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /api/42/envelope/. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** What the fake does with a request. */
export type FakeAnswer =
  | { kind: 'reply'; status: number; headers?: Record<string, string>; body?: string }
  /** Never answers: the request stays open until the fake is stopped. */
  | { kind: 'hang' }
  /** Closes the connection without an answer. */
  | { kind: 'destroy' };

type FakeResponder = (request: RecordedRequest) => FakeAnswer;

export interface FakeIngest {
  port: number;
  /** A DSN that points at this fake: http://publickey@127.0.0.1:<port>/<projectId>. */
  dsn(projectId?: string): string;
  /** Every request received so far, in order. */
  readonly requests: readonly RecordedRequest[];
  /** Answers every following request with `answer` (or what the function returns for it). */
  respondWith(answer: FakeAnswer | FakeResponder): void;
  /** Forgets the recorded requests and answers 200 `{}` again. */
  reset(): void;
  /** Resolves with the first recorded request that matches, waiting for it up to `timeoutMs`. */
  waitFor(predicate: (request: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  /** Stops listening and cuts open connections: the upstream is down until `restart`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

const ok: FakeAnswer = { kind: 'reply', status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };

export async function startFakeIngest(): Promise<FakeIngest> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let responder: FakeResponder = () => ok;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      for (const wake of waiters) wake();
      const answer = responder(recorded);
      if (answer.kind === 'hang') return;
      if (answer.kind === 'destroy') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? '');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('fake ingest: no port'));
      });
    });
  const port = await listen(0);

  return {
    port,
    dsn: (projectId = '42') => `http://publickey@127.0.0.1:${port}/${projectId}`,
    requests,
    respondWith(answer) {
      responder = typeof answer === 'function' ? answer : () => answer;
    },
    reset() {
      requests.length = 0;
      responder = () => ok;
    },
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = requests.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake ingest: no matching request within ${timeoutMs} ms; got ${requests.map((r) => `${r.method} ${r.url}`).join(', ') || 'none'}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restart() {
      await listen(port);
    },
  };
}

/** The items of a Sentry envelope: each item's header and its payload bytes. */
export function envelopeItems(body: Buffer): { header: Record<string, unknown>; payload: Buffer }[] {
  const items: { header: Record<string, unknown>; payload: Buffer }[] = [];
  let position = body.indexOf(0x0a) + 1;
  while (position > 0 && position < body.length) {
    const headerEnd = body.indexOf(0x0a, position);
    const header: Record<string, unknown> = JSON.parse(body.subarray(position, headerEnd === -1 ? body.length : headerEnd).toString('utf8'));
    position = headerEnd === -1 ? body.length : headerEnd + 1;
    const length = typeof header.length === 'number' ? header.length : null;
    const payloadEnd = length === null ? (body.indexOf(0x0a, position) === -1 ? body.length : body.indexOf(0x0a, position)) : position + length;
    items.push({ header, payload: body.subarray(position, payloadEnd) });
    position = payloadEnd + 1;
  }
  return items;
}
