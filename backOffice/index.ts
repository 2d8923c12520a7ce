/**
 * @module The back office worker's entry (docs/decisions/025-back-office-worker.md). Its fetch is the
 * built-in CMS over D1 (cms/), which only the site worker reaches (its BACK_OFFICE service binding): read
 * through a D1 session at least as new as the bookmark the site passes on for a visitor who has just
 * written. Its queue handler delivers enquiries (enquiries/) and sends the search alerts' e-mails
 * (searchAlerts/), both written with email/. Its Cron Trigger refreshes the stored price statistics
 * (cms/market/marketFiguresSchedule.ts). Kept out of the site's worker, whose every isolate would otherwise
 * load them. What both workers load (configuration, the D1 session, the CMS client, the enquiry and alert
 * records and queue messages) lives in worker/ as the seam; nothing in worker/ imports this folder.
 */
import { validBookmark } from '../worker/d1/databaseSession';
import { bookmarkHeader } from '../worker/cms/backOfficeCms';
import { inProcessCms } from './cms/inProcessCms';
import { runMarketFiguresSchedule } from './cms/market/marketFiguresSchedule';
import { handleEnquiryBatch } from './enquiries/enquiryQueue';
import { type BackOfficeBindings, configOf } from '../worker/env';
import { alertDeadLetterQueueName, alertQueueName } from '../worker/searchAlerts/alertMessage';
import { handleAlertBatch } from './searchAlerts/alertQueue';

/** Answers one call of the built-in CMS (the tests call it as the site's binding does). */
export function answerCmsCall(request: Request, env: BackOfficeBindings): Promise<Response> {
  return inProcessCms(env, configOf(env), validBookmark(request.headers.get(bookmarkHeader)))(request);
}

export default {
  fetch: answerCmsCall,
  // A bad configuration throws here: the queue retries the batch, logged.
  queue: (batch, env) =>
    batch.queue === alertQueueName || batch.queue === alertDeadLetterQueueName ? handleAlertBatch(batch, env, configOf(env)) : handleEnquiryBatch(batch, env, configOf(env)),
  // Its one cron expression (backOffice/wrangler.toml): a bad configuration throws, the run fails, logged.
  scheduled: async (_controller, env) => {
    await runMarketFiguresSchedule(env, configOf(env));
  },
} satisfies ExportedHandler<BackOfficeBindings>;
