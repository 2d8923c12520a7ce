/**
 * The worker entry: a page held fresh in this isolate's memory is answered at once (memoryHit.ts); a
 * legal document comes from Workers Assets (documentFiles.ts); everything else goes to the app.
 */
import { app } from './app';
import { memoryHit } from './edgeCache/memoryHit';
import type { Bindings } from './env';
import { documentFile, isDocumentRequest } from './staticFiles/documentFiles';

/** Answers one request (the tests call it as the runtime does). */
export function handleRequest(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
  if (isDocumentRequest(request)) return documentFile(request, env).then((file) => file ?? app.fetch(request, env, ctx));
  return memoryHit(request, env) ?? app.fetch(request, env, ctx);
}

export default { fetch: handleRequest } satisfies ExportedHandler<Bindings>;
