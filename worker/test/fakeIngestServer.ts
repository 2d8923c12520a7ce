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
import type { TestProject } from 'vitest/node';
import * as z from 'zod';
import { type FakeAnswer, type RecordedRequest, startFakeIngest } from '../../e2e/harness/fakeIngest.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    fakeIngestOrigin: string;
  }
}

export type { FakeAnswer };

const fakeAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reply'), status: z.number().int(), headers: z.record(z.string(), z.string()).optional(), body: z.string().optional() }),
  z.object({ kind: z.literal('hang') }),
  z.object({ kind: z.literal('destroy') }),
]) satisfies z.ZodType<FakeAnswer>;

/** A received request as the tests read it: the body in base64, as envelopes may carry binary attachments. */
const asJson = (request: RecordedRequest) => ({ method: request.method, url: request.url, headers: request.headers, body: request.body.toString('base64') });

const projectOf = (request: RecordedRequest) => /^\/api\/(\d+)\//.exec(request.url)?.[1];

export default async function setup(project: TestProject) {
  const ingest = await startFakeIngest();
  const answers = new Map<string, FakeAnswer>();
  const json = (status: number, body: unknown): FakeAnswer => ({ kind: 'reply', status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  ingest.respondWith((request) => {
    const control = /^\/__(answer|requests)\/(\d+)$/.exec(request.url);
    if (control?.[1] === 'answer' && control[2]) {
      answers.set(control[2], fakeAnswerSchema.parse(JSON.parse(request.body.toString('utf8'))));
      return { kind: 'reply', status: 204 };
    }
    if (control?.[1] === 'requests' && control[2]) return json(200, ingest.requests.filter((r) => projectOf(r) === control[2]).map(asJson));
    return answers.get(projectOf(request) ?? '') ?? json(200, {});
  });
  project.provide('fakeIngestOrigin', `http://127.0.0.1:${ingest.port}`);
  return () => ingest.stop();
}
