/**
 * @module A Sentry project of its own on the fake ingest on loopback (worker/test/fakeIngestServer.ts), for one test.
 */
import { env } from 'cloudflare:test';
import * as z from 'zod';
import type { FakeAnswer } from './fakeIngestServer';

const receivedSchema = z.array(z.object({ method: z.string(), url: z.string(), headers: z.record(z.string(), z.unknown()), body: z.string() }));

export interface ReceivedEnvelope {
  method: string;
  /** Path and query, e.g. /api/42/envelope/. */
  url: string;
  headers: Record<string, unknown>;
  body: Uint8Array;
}

export interface FakeIngestProject {
  /** The project's DSN: http://publickey@127.0.0.1:<port>/<project>. */
  dsn: string;
  /** The same project under another public key: what a browser SDK of this project may send. */
  dsnWithKey(publicKey: string): string;
  /** The path the project's envelopes are posted to. */
  envelopePath: string;
  /** Answers every following request as told. */
  answer(answer: FakeAnswer): Promise<void>;
  /** Every request received so far, in order. */
  received(): Promise<ReceivedEnvelope[]>;
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * A new project on the fake ingest, answering 200 `{}` until told otherwise.
 * @example const ingest = await fakeIngestProject({ kind: 'hang' });
 */
export async function fakeIngestProject(answer?: FakeAnswer): Promise<FakeIngestProject> {
  // Random rather than counted: test files run in separate module instances.
  const projectId = String(crypto.getRandomValues(new Uint32Array(1))[0]);
  const origin = new URL(env.TEST_FAKE_INGEST);
  const project: FakeIngestProject = {
    dsn: `${origin.protocol}//publickey@${origin.host}/${projectId}`,
    dsnWithKey: (publicKey) => `${origin.protocol}//${publicKey}@${origin.host}/${projectId}`,
    envelopePath: `/api/${projectId}/envelope/`,
    async answer(next) {
      const response = await fetch(`${origin.origin}/__answer/${projectId}`, { method: 'PUT', body: JSON.stringify(next) });
      if (response.status !== 204) throw new Error(`the fake ingest refused the answer: ${response.status}`);
    },
    async received() {
      const response = await fetch(`${origin.origin}/__requests/${projectId}`);
      return receivedSchema.parse(await response.json()).map((r) => ({ ...r, body: fromBase64(r.body) }));
    },
  };
  if (answer) await project.answer(answer);
  return project;
}
