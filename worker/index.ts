/**
 * The worker entry: the configuration parsed once per set of bindings, then a page held fresh in this
 * isolate's memory answered at once (memoryHit.ts); a legal document comes from Workers Assets
 * (documentFiles.ts); everything else goes to the app (app.ts, the URL map). Enquiries are delivered
 * by the queue consumer and tidied by the Cron Trigger (worker/enquiries/), which also refreshes the
 * stored price statistics (worker/cms/market/marketFiguresSchedule.ts), each on its own cron expression.
 */
import { app } from './app';
import { marketFiguresCron, runMarketFiguresSchedule } from './cms/market/marketFiguresSchedule';
import { memoryHit } from './edgeCache/memoryHit';
import { handleEnquiryBatch } from './enquiries/enquiryQueue';
import { runEnquirySchedule } from './enquiries/enquirySchedule';
import { type Bindings, configOf, validConfigOf } from './env';
import { documentFile, isDocumentRequest } from './staticFiles/documentFiles';

/** Answers one request (the tests call it as the runtime does). */
export function handleRequest(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
  if (isDocumentRequest(request)) return documentFile(request, env).then((file) => file ?? app.fetch(request, env, ctx));
  // A bad configuration leaves the request to the app, whose error handler logs it and answers the error view.
  const config = validConfigOf(env);
  return (config && memoryHit(request, config)) ?? app.fetch(request, env, ctx);
}

export default {
  fetch: handleRequest,
  // A bad configuration throws here: the queue retries the batch, the Cron Trigger's run fails, both logged.
  queue: (batch, env) => handleEnquiryBatch(batch, env, configOf(env)),
  scheduled: async (controller, env) => {
    if (controller.cron === marketFiguresCron) await runMarketFiguresSchedule(env, configOf(env));
    else await runEnquirySchedule(env, configOf(env));
  },
} satisfies ExportedHandler<Bindings>;
