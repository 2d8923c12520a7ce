/**
 * Worker-project global setup (runs in Node): a fake upstream CMS on loopback for the tests of
 * CMS_API_ORIGIN mode, scripted over HTTP by the test in workerd (worker/test/fakeCms.ts is its side).
 *
 * It answers each CMS call with the answer recorded for it (the test records them from the built-in
 * CMS, so the data is real), unless a fault matches the call first:
 *   PUT  /__fake/answers    { "<METHOD> <path?query>[ <body>]": { status, body } }, added to the recorded ones
 *   PUT  /__fake/faults     [{ path: "<regex over path?query>", fault, delayMs? }], replacing the faults
 *   GET  /__fake/requests   every CMS call received since the reset: [{ method, url }]
 *   POST /__fake/reset      forgets answers, faults and requests, and ends the calls left hanging
 * A call with neither a fault nor a recorded answer is a 501 naming it, so a missing recording shows.
 */
import http from 'node:http';
import type { TestProject } from 'vitest/node';
import { badSchemaBody, malformedJsonBody, type FakeCmsAnswer, fakeCmsAnswersSchema, fakeCmsFaultRulesSchema, type FakeCmsFaultRule, fakeCmsKey } from './fakeCmsScript';

declare module 'vitest' {
  export interface ProvidedContext {
    fakeCmsOrigin: string;
  }
}

const json = (res: http.ServerResponse, status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);

export default async function setup(project: TestProject) {
  const answers = new Map<string, FakeCmsAnswer>();
  let faults: { pattern: RegExp; rule: FakeCmsFaultRule }[] = [];
  let received: { method: string; url: string }[] = [];
  const hanging = new Set<http.ServerResponse>();

  function answerCall(method: string, url: string, body: string, res: http.ServerResponse) {
    received.push({ method, url });
    const recorded = answers.get(fakeCmsKey(method, url, body));
    const reply = () => (recorded ? json(res, recorded.status, recorded.body) : json(res, 501, JSON.stringify({ error: 'not_scripted', call: fakeCmsKey(method, url, body) })));
    const rule = faults.find((f) => f.pattern.test(url))?.rule;
    switch (rule?.fault) {
      case undefined:
        return reply();
      case 'slow':
        return void setTimeout(reply, rule.delayMs ?? 0);
      case 'hang':
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'status500':
        return json(res, 500, '{"error":"internal_error"}');
      case 'malformedJson':
        return json(res, 200, malformedJsonBody);
      case 'badSchema':
        return json(res, 200, badSchemaBody);
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'PUT' && url === '/__fake/answers') {
        for (const [key, answer] of Object.entries(fakeCmsAnswersSchema.parse(JSON.parse(body)))) answers.set(key, answer);
        return res.writeHead(204).end();
      }
      if (req.method === 'PUT' && url === '/__fake/faults') {
        faults = fakeCmsFaultRulesSchema.parse(JSON.parse(body)).map((rule) => ({ pattern: new RegExp(rule.path), rule }));
        return res.writeHead(204).end();
      }
      if (req.method === 'GET' && url === '/__fake/requests') return json(res, 200, JSON.stringify(received));
      if (req.method === 'POST' && url === '/__fake/reset') {
        answers.clear();
        faults = [];
        received = [];
        for (const open of hanging) open.destroy();
        return res.writeHead(204).end();
      }
      answerCall(req.method ?? 'GET', url, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the fake CMS has no port');
  project.provide('fakeCmsOrigin', `http://127.0.0.1:${address.port}`);
  return async () => {
    for (const open of hanging) open.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
