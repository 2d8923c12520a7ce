/**
 * @module The built-in CMS answering in this isolate (the back office worker's): every call made through
 * one transport reads through one D1 session (worker/d1/databaseSession.ts), near the caller, or at least
 * as new as `bookmark`, the one a visitor's own write left them.
 */
import { readingSession } from '../../worker/d1/databaseSession';
import { type BackOfficeBindings, bindingsWithDatabase, type Config } from '../../worker/env';
import type { CmsTransport } from '../../worker/cms/cmsTransport';
import { embeddedCms } from './embeddedCms';

/** The built-in CMS over `env`'s D1, its session opened at the first call. */
export function inProcessCms(env: BackOfficeBindings, config: Config, bookmark?: string): CmsTransport {
  let session: BackOfficeBindings | undefined;
  return async (request) => {
    session ??= bindingsWithDatabase(env, readingSession(env.DB, bookmark, config.D1_SIMULATED_LATENCY_MS));
    return embeddedCms.fetch(request, session);
  };
}
