/**
 * @module A built-in CMS answer: `{ data }` as JSON for whoever calls the CMS over HTTP, and the data as
 * it was built, with no body at all, for a CMS client calling the built-in CMS in the same isolate (the back office's deliveries)
 * (cmsClient.ts): typed here by the contract's answer type, so an uncached page does not write it to
 * JSON, read it back and check it with the answer schema a second time.
 */
import type { Context } from 'hono';
import type { CmsAnswer, CmsCallName } from '../../domain/cms/cmsContract';

type InProcessAnswer = { [K in CmsCallName]?: CmsAnswer<K> };

/** Requests the site's own client sends to the built-in CMS in this isolate. */
const inProcessRequests = new WeakSet<Request>();

/** The data of each in-process answer, by its response; gone with the response. */
const answers = new WeakMap<Response, InProcessAnswer>();

/** Marks `request` as the site's own in-process call: its answer's data is handed over, not written as JSON. */
export function inProcessRequest(request: Request): Request {
  inProcessRequests.add(request);
  return request;
}

/**
 * The answer `{ data, ...extra }` of `call`: JSON over HTTP, the data itself to an in-process request.
 * @example return cmsAnswer(c, 'cmsPage', data);
 */
export function cmsAnswer<K extends CmsCallName>(c: Context, call: K, data: CmsAnswer<K>, extra: Record<string, unknown> = {}): Response {
  if (!inProcessRequests.has(c.req.raw)) return c.json({ data, ...extra });
  const response = new Response(null, { status: 200 });
  const answer: InProcessAnswer = { [call]: data };
  answers.set(response, answer);
  return response;
}

/** The data the built-in CMS handed over for `call` in this isolate, or undefined for any other response (upstream, JSON, an error). */
export function inProcessAnswer<K extends CmsCallName>(call: K, response: Response): CmsAnswer<K> | undefined {
  return answers.get(response)?.[call];
}
