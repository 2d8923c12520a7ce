/**
 * @module Middleware: an HTML answer that did not pass through the HTML cache (the error view of a host
 * without a tenant, a 500) says so with `X-Cache: BYPASS`, so every HTML answer names its source.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { cacheStatusHeader } from './htmlCache';

export function markUncachedHtml() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has(cacheStatusHeader)) c.res.headers.set(cacheStatusHeader, 'BYPASS');
  });
}
