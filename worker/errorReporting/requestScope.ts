/**
 * @module The request an error belongs to, kept for the code that reports it (e.g. a background cache refresh).
 *
 * Code deep in a request (a stale-while-revalidate refresh in `ctx.waitUntil`) has no Hono context to
 * hand, yet its errors must be reported with the request's tenant and route and kept alive with the
 * request's `waitUntil`. AsyncLocalStorage carries that scope through every await and promise callback
 * started inside the request, so the report finds it without threading it through each call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Config } from '../env';

export interface ReportScope {
  config: Config;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  request: Request;
}

const storage = new AsyncLocalStorage<ReportScope>();

/**
 * The scope of a Hono request; undefined when it runs without an ExecutionContext (some unit tests) or
 * without a configuration (a bad one is only logged: there is no DSN to report to).
 */
export function reportScopeOf<E extends AppEnv>(c: Context<E>): ReportScope | undefined {
  const config: Config | undefined = c.get('config');
  if (!config) return undefined;
  let ctx: ReportScope['ctx'];
  try {
    ctx = c.executionCtx;
  } catch {
    return undefined;
  }
  return { config, ctx, request: c.req.raw };
}

/** The scope of the request this code runs for, if it runs inside `errorReportingScope`. */
export function currentReportScope(): ReportScope | undefined {
  return storage.getStore();
}

/** Middleware that makes the request's scope available to `currentReportScope` below it. */
export function errorReportingScope() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const scope = reportScopeOf(c);
    if (!scope) return next();
    return storage.run(scope, next);
  });
}
