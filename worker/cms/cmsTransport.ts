/**
 * @module Which CMS answers this deployment's calls: the built-in CMS over D1 in this isolate, or the
 * upstream CMS at CMS_API_ORIGIN. The one place that choice is made: the public /api/cms/* mount
 * (api.ts) and the site's typed client (cmsClient.ts) both send their requests through it.
 */
import { readingSession } from '../d1/databaseSession';
import { type Bindings, bindingsWithDatabase, type Config } from '../env';
import { embeddedCms } from './embeddedCms';
import { forwardToUpstream } from './forward';

/** Sends one request to the CMS and gives its answer. */
export type CmsTransport = (request: Request) => Promise<Response>;

/**
 * The CMS of this deployment. Built in, every call made through one transport reads through one D1
 * session (worker/d1/databaseSession.ts): near the visitor, or at least as new as `bookmark`, the one a
 * visitor's own write left them. Upstream, every call made through one transport shares one deadline of
 * CMS_UPSTREAM_TIMEOUT_MS: however many calls a page chains (directory, site record, its parts, the
 * loader), it waits for the CMS at most that long in all. Make one per request.
 */
export function cmsTransport(env: Bindings, config: Config, bookmark?: string): CmsTransport {
  const { CMS_API_ORIGIN: origin, CMS_UPSTREAM_TIMEOUT_MS: timeoutMs, CMS_SERVICE_TOKEN: token } = config;
  if (!origin) {
    // Opened at the first call: a request answered from the tenant and HTML caches calls none.
    let session: Bindings | undefined;
    return async (request) => {
      session ??= bindingsWithDatabase(env, readingSession(env.DB, bookmark, config.D1_SIMULATED_LATENCY_MS));
      return embeddedCms.fetch(request, session);
    };
  }
  const deadline = AbortSignal.timeout(timeoutMs);
  return (request) => forwardToUpstream(request, origin, deadline, token);
}
