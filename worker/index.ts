/**
 * The worker entry: a page held fresh in this isolate's memory is answered at once (memoryHit.ts);
 * everything else goes to the app.
 */
import { app } from './app';
import { memoryHit } from './edgeCache/memoryHit';
import type { Bindings } from './env';

/** Answers one request (the tests call it as the runtime does). */
export function handleRequest(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
  return memoryHit(request, env) ?? app.fetch(request, env, ctx);
}

export default { fetch: handleRequest } satisfies ExportedHandler<Bindings>;
