/**
 * @module The worker the `worker` test project runs (vitest.config.ts `main`): the site's worker, with the
 * back office's queue consumer, as the two workers' code in one isolate. Its queues deliver to the back
 * office's handler as they do between the deployed workers; BACK_OFFICE is answered in this isolate too
 * (backOfficeInProcess.ts).
 */
import backOffice from '../../backOffice/index';
import site from '../index';

export default { fetch: site.fetch, scheduled: site.scheduled, queue: backOffice.queue } satisfies ExportedHandler<Cloudflare.Env>;
