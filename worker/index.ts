/**
 * The worker entry: the configuration parsed once per set of bindings, then a page held fresh in this
 * isolate's memory answered at once (memoryHit.ts); a legal document comes from Workers Assets
 * (documentFiles.ts); everything else goes to the app (app.ts, the URL map). Enquiries are delivered
 * by the queue consumer and tidied by the Cron Trigger (worker/enquiries/); search alerts have their own
 * queue and cron expression (worker/searchAlerts/).
 */
import { app } from './app';
import { memoryHit } from './edgeCache/memoryHit';
import { handleEnquiryBatch } from './enquiries/enquiryQueue';
import { runEnquirySchedule } from './enquiries/enquirySchedule';
import { type Bindings, configOf, validConfigOf } from './env';
import { documentFile, isDocumentRequest } from './staticFiles/documentFiles';
import { alertQueueName, handleAlertBatch } from './searchAlerts/alertQueue';
import { alertCron, runAlertSchedule } from './searchAlerts/alertSchedule';

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
  queue: (batch, env) => (batch.queue === alertQueueName ? handleAlertBatch(batch, env, configOf(env)) : handleEnquiryBatch(batch, env, configOf(env))),
  // Each cron expression of wrangler.toml [triggers] has its own work.
  scheduled: async (controller, env) => {
    if (controller.cron === alertCron) await runAlertSchedule(env, configOf(env), controller.scheduledTime);
    else await runEnquirySchedule(env, configOf(env));
  },
} satisfies ExportedHandler<Bindings>;
