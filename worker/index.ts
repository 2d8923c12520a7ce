/**
 * The site worker's entry: the configuration parsed once per set of bindings, then a page held fresh in
 * this isolate's memory answered at once (memoryHit.ts); a legal document comes from Workers Assets
 * (documentFiles.ts); everything else goes to the app (app.ts, the URL map). The Cron Triggers only put
 * work on the queues (and delete what is past its retention): the back office worker (backOffice/)
 * consumes them.
 */
import { app } from './app';
import { memoryHit } from './htmlCache/memoryHit';
import { runEnquirySchedule } from './enquiries/enquirySchedule';
import { type Bindings, configOf, validConfigOf } from './env';
import { documentFile, isDocumentRequest } from './staticFiles/documentFiles';
import { alertCron, runAlertRetries, runAlertSchedule } from './searchAlerts/alertSchedule';

/** Answers one request (the tests call it as the runtime does). */
export function handleRequest(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
  if (isDocumentRequest(request)) return documentFile(request, env).then((file) => file ?? app.fetch(request, env, ctx));
  // A bad configuration leaves the request to the app, whose error handler logs it and answers the error view.
  const config = validConfigOf(env);
  return (config && memoryHit(request, config)) ?? app.fetch(request, env, ctx);
}

export default {
  fetch: handleRequest,
  // Each cron expression of wrangler.toml [triggers] has its own work. A bad configuration throws: the run fails, logged.
  scheduled: async (controller, env) => {
    if (controller.cron === alertCron) await runAlertSchedule(env, configOf(env), controller.scheduledTime);
    // Both run even if one fails (the run fails, logged): the enquiries' outbox and the alerts an operator asked to retry.
    else await Promise.all([runEnquirySchedule(env, configOf(env)), runAlertRetries(env, configOf(env), controller.scheduledTime)]);
  },
} satisfies ExportedHandler<Bindings>;
