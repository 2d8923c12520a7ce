/**
 * @module Test helpers: call the worker's fetch handler for a tenant host and wait for its background work.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { handleRequest } from '../index';

export interface WorkerCall {
  response: Response;
  /** Resolves when every ctx.waitUntil promise of the call has settled. */
  settled: Promise<void>;
}

/**
 * GET (or other) on http://<host><path> through the worker's fetch handler (index.ts: memory hits, then the app), with real D1 and KV; `bindings`
 * changes variables (e.g. worker/test/fakeCms.ts's upstreamBindings; a new object, so its configuration
 * is parsed anew).
 */
export async function callWorker(host: string, path = '/', init?: RequestInit, bindings: Cloudflare.Env = env): Promise<WorkerCall> {
  const ctx = createExecutionContext();
  const response = await handleRequest(new Request(`http://${host}${path}`, init), bindings, ctx);
  return { response, settled: waitOnExecutionContext(ctx) };
}

/** Calls the worker and waits for its background work (KV writes, refreshes) to finish. */
export async function callWorkerSettled(host: string, path = '/', init?: RequestInit, bindings: Cloudflare.Env = env): Promise<Response> {
  const { response, settled } = await callWorker(host, path, init, bindings);
  const body = await response.text();
  await settled;
  return new Response(body, { status: response.status, headers: response.headers });
}
