/**
 * @module GET /healthz for uptime monitors: whether this worker can reach what every page needs (KV,
 * and D1 or the upstream CMS), and which build answers. No tenant is needed and none is named, so it
 * answers on any host; nothing in the answer is tenant data, and nothing of it is cached.
 */
import { Hono } from 'hono/tiny';
import { cmsRequest } from '../cms/cmsClient';
import { forwardToUpstream } from '../cms/upstreamForwarding';
import { type AppEnv, type Bindings, type Config, ConfigError, configOf } from '../env';

/**
 * How long each check may take at most: a monitor wants an answer, not a hang, when a dependency hangs.
 * A shorter CMS_UPSTREAM_TIMEOUT_MS applies instead: no check waits longer than a page would.
 */
const healthCheckTimeoutMs = 2_000;

/** A key that is never written: reading it costs KV one lookup and proves the namespace answers. */
const kvProbeKey = 'health:probe';

/** What a check found; the reason of a failure goes to the log, not to whoever asks. */
type CheckOutcome = 'ok' | 'error' | 'timeout';

/** The checks of a deployment: KV always, then D1 (built-in CMS) or the upstream CMS (CMS_API_ORIGIN). */
type CheckName = 'kv' | 'd1' | 'cms';

interface HealthAnswer {
  status: 'ok' | 'error';
  /** The built worker's version (build.mjs): which release answered. */
  version: string;
  checks: Partial<Record<CheckName | 'config', CheckOutcome>>;
}

class CheckTimeout extends Error {}

/** Runs one check within the deadline; a failure or a timeout is logged with the check's name. */
async function runCheck(name: CheckName, timeoutMs: number, check: (signal: AbortSignal) => Promise<void>): Promise<CheckOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CheckTimeout());
    }, timeoutMs);
  });
  try {
    // An async wrapper, so a binding that throws at once counts as a failed check too.
    await Promise.race([(async () => check(controller.signal))(), deadline]);
    return 'ok';
  } catch (error) {
    const timedOut = error instanceof CheckTimeout;
    console.error('HEALTH CHECK FAILED', name, timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : error);
    return timedOut ? 'timeout' : 'error';
  } finally {
    clearTimeout(timer);
  }
}

async function checkKv(env: Bindings): Promise<void> {
  await env.SITE_CACHE.get(kvProbeKey);
}

async function checkD1(env: Bindings): Promise<void> {
  await env.DB.prepare('SELECT 1').first();
}

/**
 * The tenant directory: the one CMS call without parameters, and the first one every page needs, written
 * by the CMS contract and sent as every upstream call is (upstreamForwarding.ts: its headers and service token).
 */
async function checkUpstreamCms(origin: string, serviceToken: string | undefined, signal: AbortSignal): Promise<void> {
  const response = await forwardToUpstream(cmsRequest('siteDirectory', {}), origin, signal, serviceToken);
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the upstream CMS answered ${response.status}`);
}

/** The checks of this deployment, run side by side. */
async function runChecks(env: Bindings, config: Config): Promise<HealthAnswer['checks']> {
  const cmsOrigin = config.CMS_API_ORIGIN;
  const timeoutMs = Math.min(healthCheckTimeoutMs, config.CMS_UPSTREAM_TIMEOUT_MS);
  const [kv, cms] = await Promise.all([
    runCheck('kv', timeoutMs, () => checkKv(env)),
    cmsOrigin === undefined ? runCheck('d1', timeoutMs, () => checkD1(env)) : runCheck('cms', timeoutMs, (signal) => checkUpstreamCms(cmsOrigin, config.CMS_SERVICE_TOKEN, signal)),
  ]);
  return cmsOrigin === undefined ? { kv, d1: cms } : { kv, cms };
}

/**
 * `GET /` of the health sub-app (mounted at /healthz): 200 when every check passed, else 503 naming the
 * failed one; a configuration the worker refuses is a 503 naming `config`.
 * @example new Hono<AppEnv>().route('/healthz', healthRoutes)
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  let checks: HealthAnswer['checks'];
  try {
    checks = await runChecks(c.env, configOf(c.env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error('HEALTH CHECK FAILED', 'config', error.message);
    checks = { config: 'error' };
  }
  const healthy = Object.values(checks).every((outcome) => outcome === 'ok');
  const answer: HealthAnswer = { status: healthy ? 'ok' : 'error', version: __BUILD_VERSION__, checks };
  return c.json(answer, healthy ? 200 : 503, { 'cache-control': 'no-store' });
});
