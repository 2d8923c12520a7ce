/**
 * @module The network edge of the worker tests (runs in Node, wired in vitest.config.ts): every fetch
 * the code under test or a test makes inside workerd leaves through miniflare's outboundService, here.
 *
 * A request to one of the loopback servers the test setup started is passed on untouched, status,
 * headers and body as they are, and a connection the server cuts stays cut. Any other request, the
 * public internet or a loopback port nobody started, is refused: its connection is cut (the caller's
 * fetch rejects) and it is recorded, and worker/test/failOnRefusedFetch.ts fails the test that made it,
 * even when the code under test swallowed the network error. (workerd logs every cut connection as an
 * uncaught "Network connection lost" in miniflare's bridge script: expected in tests of network failures.)
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';

export interface OutboundGuard {
  /** For miniflare's `outboundService: { node }`. */
  outbound: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  /** For a service binding: answers the requests refused since it was last asked (JSON), and forgets them. */
  refused: (req: http.IncomingMessage, res: http.ServerResponse) => void;
}

/** Headers miniflare adds on its way from workerd to Node; the upstream must not see them. */
const miniflareHeader = /^mf-/i;

/** Cuts the connection workerd made for this request: its fetch() rejects as on a network failure. */
function cut(socket: Duplex) {
  socket.destroy();
}

/** Forwards the request as it came to `origin` and streams the answer back, or cuts when the upstream does. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, origin: URL) {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !miniflareHeader.test(name)));
  const upstream = http.request(new URL(req.url ?? '/', origin), { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
    answer.on('error', () => cut(res.socket ?? req.socket));
  });
  upstream.on('error', () => cut(req.socket));
  // The caller gave up (an AbortSignal timeout): stop waiting on the upstream too.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/**
 * A guard that lets requests reach `allowedOrigins` (loopback servers the tests started) and refuses the rest.
 * @example outboundGuard(['http://127.0.0.1:43123'])
 */
export function outboundGuard(allowedOrigins: readonly string[]): OutboundGuard {
  const allowed = new Map(allowedOrigins.map((origin) => [new URL(origin).host, new URL(origin)]));
  let refusedRequests: string[] = [];
  return {
    outbound(req, res) {
      const host = req.headers.host ?? '';
      const origin = allowed.get(host);
      if (origin) return forward(req, res, origin);
      refusedRequests.push(`${req.method} ${host}${req.url}`);
      cut(req.socket);
    },
    refused(_req, res) {
      const answer = JSON.stringify(refusedRequests);
      refusedRequests = [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    },
  };
}
