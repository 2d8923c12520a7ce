/**
 * @module The test's side of the fake upstream CMS (worker/test/fakeCmsServer.ts, on loopback): record
 * real answers from the built-in CMS for a tenant and its pages, break calls on purpose, read what the
 * worker asked, and the bindings that point the worker at the fake (CMS_API_ORIGIN mode).
 */
import { env } from 'cloudflare:test';
import { matchRoute } from '../../client/routes/routeTable';
import { embeddedCms } from '../../backOffice/cms/embeddedCms';
import { cmsClientOver } from '../cms/cmsClient';
import { runRoute } from '../pages/routeRunner';
import { shellFromBundle } from '../tenant/loadSiteShell';
import { bundleHash } from '../tenant/bundleHash';
import { loadSiteBundle } from '../tenant/siteBundle';
import { tenantCacheKey } from '../tenant/tenantCache';
import { type FakeCmsAnswer, type FakeCmsFaultRule, fakeCmsCallsSchema, fakeCmsKey } from './fakeCmsScript';

async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${env.TEST_FAKE_CMS}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`the fake CMS refused ${method} ${path}: ${response.status}`);
  return response;
}

/** Forgets every recorded answer, fault and call, and ends calls left hanging. */
export async function resetFakeCms(): Promise<void> {
  await control('POST', '/__fake/reset');
}

/** From now on, calls whose path and query match a rule's `path` (a regular expression) get its fault. */
export async function breakFakeCms(rules: FakeCmsFaultRule[]): Promise<void> {
  await control('PUT', '/__fake/faults', rules);
}

/** The CMS calls the fake received since its reset, as `METHOD path?query`. */
export async function fakeCmsCalls(): Promise<string[]> {
  const calls = fakeCmsCallsSchema.parse(await (await control('GET', '/__fake/requests')).json());
  return calls.map((c) => `${c.method} ${c.url}`);
}

/**
 * Teaches the fake the built-in CMS's real answers to every call the worker makes for `subdomain`: the
 * directory, the site record and its parts, and the loader of each of `paths` (run as the worker runs them).
 */
export async function recordTenant(subdomain: string, paths: readonly string[] = []): Promise<void> {
  const answers: Record<string, FakeCmsAnswer> = {};
  const cms = cmsClientOver(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    const response = await embeddedCms.fetch(request, env);
    answers[fakeCmsKey(request.method, url.pathname + url.search, body)] = { status: response.status, body: await response.clone().text() };
    return response;
  });
  await cms.siteDirectory({});
  const bundle = await loadSiteBundle(cms, tenantCacheKey(subdomain), subdomain, undefined);
  if (!bundle) throw new Error(`the built-in CMS has no site ${subdomain}`);
  const { site, menus, dropdownOptions } = shellFromBundle(bundle, `http://${subdomain}.localhost`, await bundleHash(bundle));
  const server = { sanitizeHtml: async (html: string) => html, dropdownOptions: async () => dropdownOptions };
  for (const path of paths) {
    const url = new URL(path, site.siteUrl);
    let failure: unknown;
    const match = matchRoute(url.pathname);
    // The page's streamed part (similar listings) too, as the worker starts it beside the loader.
    const { page, part } = await runRoute(match, { url, site, menus, cms, server, onLoaderError: (error: unknown) => (failure = error) }).load();
    if (page.outcome.kind !== 'route') throw new Error(`${path} is no page of ${subdomain} (${page.outcome.kind})`, { cause: failure });
    await part.done;
  }
  await control('PUT', '/__fake/answers', answers);
}

/** Adds answers to the recorded ones, keyed as fakeCmsKey writes them (e.g. a 404 of a call an older CMS lacks). */
export async function teachFakeCms(answers: Record<string, FakeCmsAnswer>): Promise<void> {
  await control('PUT', '/__fake/answers', answers);
}

/** The worker's bindings in CMS_API_ORIGIN mode against the fake, with the variables given. */
export function upstreamBindings(vars: { CMS_UPSTREAM_TIMEOUT_MS?: string; SITE_CACHE_FRESH_SECONDS?: string } = {}): Cloudflare.Env {
  return { ...env, CMS_API_ORIGIN: env.TEST_FAKE_CMS, ...vars };
}
