/**
 * @module The CMS API, mounted at /api/cms: the calls of the CMS contract, answered by this deployment's
 * CMS (cmsTransport.ts: the built-in one over D1, or the upstream one). A path the contract does not
 * have is a 404 and a wrong method a 405 with Allow, in both modes, before anything is read or forwarded.
 */
import { Hono } from 'hono/tiny';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { internalSiteSettingKeys } from '../../domain/cms/siteRecordSchema';
import { normalizeHost } from '../../domain/tenant/host';
import type { AppEnv } from '../env';
import { mediaTypeOf } from '../mediaType';
import { matchCmsCall } from './cmsCallMatch';
import { backOfficeCms } from './backOfficeCms';
import { cmsTransport } from './cmsTransport';
import { serviceTokenRefusal } from './serviceToken';

/** The largest body a CMS call takes: the biggest (an enquiry, a place search) is well under it. */
const maxCmsBodyBytes = 64 * 1024;

/**
 * The request as the CMS should read its site. The only write (leads) has passed the service token by
 * now: a trusted service that relays a site's enquiry (another worker forwarding to this one) names the
 * site by `X-Forwarded-Host`, which then is the request's host. Anything else keeps its own host.
 */
function siteNamedByService(request: Request): Request {
  const forwardedHost = request.headers.get('x-forwarded-host');
  if (request.method !== 'POST' || forwardedHost === null) return request;
  const host = normalizeHost(forwardedHost);
  if (host === null) return request;
  const url = new URL(request.url);
  url.hostname = host.hostname;
  url.port = host.port;
  // The CMS reads the Host header before the URL: it must name the same site.
  const headers = new Headers(request.headers);
  headers.set('host', url.host);
  return new Request(url, { method: request.method, headers, body: request.body });
}

/** How long browsers and the edge may keep a CMS answer that says nothing itself: all of it is public. */
function defaultCacheControl(status: number): string {
  if (status === 200) return 'public, max-age=60, stale-while-revalidate=300';
  if (status === 404) return 'public, max-age=60';
  return 'no-store';
}

/** A site record's answer, as far as the public filter reads it; every other field passes as it came. */
const siteRecordAnswerSchema = z.looseObject({ data: z.looseObject({ public_site_setting: z.array(z.looseObject({ key: z.string() })) }) });

/**
 * The site record as the public may read it: without the internal settings (internalSiteSettingKeys: the
 * enquiry address), whichever CMS answered; the site's own workers read the record through their CMS
 * client, not through this mount. An answer of another shape passes unchanged (the site cannot read it either).
 */
async function publicSiteRecordAnswer(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const parsed = siteRecordAnswerSchema.safeParse(await response.clone().json().catch(() => undefined));
  if (!parsed.success) return response;
  const { data } = parsed.data;
  const record = { ...parsed.data, data: { ...data, public_site_setting: data.public_site_setting.filter((setting) => !internalSiteSettingKeys.has(setting.key)) } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(record), { status: response.status, headers });
}

/**
 * The public CMS API: the same calls, whichever CMS answers them. Before anything is read or
 * forwarded: a path outside the contract is 404, a wrong method 405 with Allow, the enquiry write
 * without the service token 401 (404 when none is configured), a POST body that is
 * not JSON 415, and one over maxCmsBodyBytes 413 (Hono's body-limit, which also counts chunked bodies).
 * The site record goes out without its internal settings (publicSiteRecordAnswer).
 */
export const cmsApi = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const match = matchCmsCall(c.req.method, c.req.path);
    if (match.kind === 'none') return c.json({ error: 'not_found', message: 'No such CMS endpoint' }, 404);
    if (match.kind === 'wrongMethod') {
      return c.json({ error: 'method_not_allowed', message: `This CMS endpoint takes ${match.allow}` }, 405, { allow: match.allow });
    }
    // The one write: only for services holding the token (visitors write through /api/site/leads, which
    // limits them per client). A service relays many visitors' enquiries, so it is not limited here.
    if (match.name === 'leads') {
      const refusal = await serviceTokenRefusal(c);
      if (refusal) return refusal;
    }
    if (c.req.method === 'POST' && mediaTypeOf(c.req.header('content-type')) !== 'application/json') {
      return c.json({ error: 'unsupported_media_type', message: 'Send the body as application/json' }, 415);
    }
    await next();
  })
  .use(
    '*',
    bodyLimit({
      maxSize: maxCmsBodyBytes,
      onError: (c) => c.json({ error: 'payload_too_large', message: `The body may be at most ${maxCmsBodyBytes} bytes` }, 413),
    }),
  )
  .all('*', async (c) => {
    const answer = await cmsTransport(c.var.config, backOfficeCms(c.env))(siteNamedByService(c.req.raw));
    const call = matchCmsCall(c.req.method, c.req.path);
    const response = call.kind === 'call' && call.name === 'siteRecord' ? await publicSiteRecordAnswer(answer) : answer;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return response;
    if (response.headers.has('cache-control')) return response;
    const headers = new Headers(response.headers);
    headers.set('cache-control', defaultCacheControl(response.status));
    return new Response(response.body, { status: response.status, headers });
  });
