/**
 * @module Which CMS answers this deployment's calls: the built-in CMS over D1, or the upstream CMS at
 * CMS_API_ORIGIN. The one place that choice is made: the public /api/cms/* mount (api.ts), the site's
 * typed client (cmsClient.ts) and the back office's deliveries all send their requests through it. The
 * built-in CMS is given by the caller: the site worker reaches it in the back office worker
 * (backOfficeCms.ts), the back office answers in its own isolate (inProcessCms.ts).
 */
import type { Config } from '../env';
import { forwardToUpstream } from './upstreamForwarding';

/** Sends one request to the CMS and gives its answer. */
export type CmsTransport = (request: Request) => Promise<Response>;

/**
 * The CMS of this deployment: `builtIn`, or upstream, where every call made through one transport shares
 * one deadline of CMS_UPSTREAM_TIMEOUT_MS: however many calls a page chains (directory, site record, its
 * parts, the loader), it waits for the CMS at most that long in all. Make one per request.
 */
export function cmsTransport(config: Config, builtIn: CmsTransport): CmsTransport {
  const { CMS_API_ORIGIN: origin, CMS_UPSTREAM_TIMEOUT_MS: timeoutMs, CMS_SERVICE_TOKEN: token } = config;
  if (!origin) return builtIn;
  const deadline = AbortSignal.timeout(timeoutMs);
  return (request) => forwardToUpstream(request, origin, deadline, token);
}
