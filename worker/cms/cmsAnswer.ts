/**
 * @module A built-in CMS answer: `{ data }` as JSON for whoever calls the CMS over HTTP, and the same data
 * handed over as it is to the site's own CMS client when it calls the built-in CMS in-process
 * (cmsClient.ts): built and typed here by the contract's answer type, it is not written to JSON, read back
 * and checked with the answer schema a second time on every page render (issue 15).
 */
import type { Context } from 'hono';
import type { CmsAnswer, CmsCallName } from '../../domain/cms/cmsContract';

type InProcessAnswer = { [K in CmsCallName]?: CmsAnswer<K> };

/** The data of each answer given in this isolate, by its response; gone with the response. */
const answers = new WeakMap<Response, InProcessAnswer>();

/**
 * The JSON answer `{ data, ...extra }` of `call`, its data kept for the in-process client.
 * @example return cmsAnswer(c, 'cmsPage', data);
 */
export function cmsAnswer<K extends CmsCallName>(c: Context, call: K, data: CmsAnswer<K>, extra: Record<string, unknown> = {}): Response {
  const response = c.json({ data, ...extra });
  const answer: InProcessAnswer = { [call]: data };
  answers.set(response, answer);
  return response;
}

/** The data the built-in CMS answered `call` with in this isolate, or undefined for any other response (upstream, an error). */
export function inProcessAnswer<K extends CmsCallName>(call: K, response: Response): CmsAnswer<K> | undefined {
  return answers.get(response)?.[call];
}
