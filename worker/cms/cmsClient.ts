/**
 * @module The site's typed CMS client, built from the CMS contract (domain/cms/cmsContract.ts):
 * every call's request is written by the contract and every answer checked with its schema.
 * Built once per set of bindings (the tenant middleware asks for it) and passed to whoever needs it.
 */
import { inject } from 'regexparam';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../domain/cmsEnvelopeSchema';
import { type CmsAnswer, type CmsCallName, type CmsClient, type CmsInput, cmsContract, writeCmsRequest } from '../../domain/cms/cmsContract';
import { configOf, type Bindings } from '../env';
import { embeddedCms } from './api';
import { inProcessAnswer, inProcessRequest } from './cmsAnswer';
import { forwardToUpstream } from './forward';

/** The CMS failed to answer (network, 5xx, or an answer of the wrong shape). */
export class CmsError extends Error {
  override name = 'CmsError';
}

/** Sends one request to the built-in CMS in-process, or to the upstream origin. */
type CmsTransport = (request: Request) => Promise<Response>;

/**
 * The built-in CMS, or the upstream one with one deadline for every call made through this transport
 * (one request's): however many calls a page chains (directory, site record, its parts, the loader),
 * it waits for the CMS at most CMS_UPSTREAM_TIMEOUT_MS in all.
 */
function transportFor(env: Bindings): CmsTransport {
  const { CMS_API_ORIGIN: origin, CMS_UPSTREAM_TIMEOUT_MS: timeoutMs } = configOf(env);
  if (!origin) return async (request) => embeddedCms.fetch(inProcessRequest(request), env);
  const deadline = AbortSignal.timeout(timeoutMs);
  return (request) => forwardToUpstream(request, origin, deadline);
}

/** The Request the contract writes for a call's input. */
export function cmsRequest<K extends CmsCallName>(name: K, input: CmsInput<K>): Request {
  const definition = cmsContract[name];
  const written = writeCmsRequest(name, input);
  const params = Object.fromEntries(Object.entries(written.params ?? {}).map(([key, value]) => [key, encodeURIComponent(String(value))]));
  const path = inject(definition.path, params);
  const url = `https://cms.internal${path}${written.query ? `?${written.query}` : ''}`;
  if (definition.method === 'GET') return new Request(url);
  return new Request(url, { method: definition.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(written.body) });
}

/**
 * Every call's answer schema, typed by the call: indexing this mapped type with a call name keeps the
 * link between the name and its answer type, which indexing the contract itself loses.
 */
const contractAnswers: { readonly [K in CmsCallName]: { readonly answer: z.ZodMiniType<CmsAnswer<K>> } } = cmsContract;

/** Reads `{ data }` of the call's answer schema; a 404 is "none" (null), anything else unexpected throws. */
async function readAnswer<K extends CmsCallName>(name: K, response: Response): Promise<CmsAnswer<K> | null> {
  if (response.status === 404) return null;
  if (!response.ok) throw new CmsError(`${name}: CMS answered ${response.status}`);
  // The built-in CMS in this isolate built and typed it: taken as it is, with no JSON between (cmsAnswer.ts).
  const inProcess = inProcessAnswer(name, response);
  if (inProcess !== undefined) return inProcess;
  const envelope = envelopeSchema.safeParse(await response.json().catch(() => undefined));
  if (!envelope.success) throw new CmsError(`${name}: the answer is not { data }`);
  const parsed = z.safeParse(contractAnswers[name].answer, envelope.data.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CmsError(`${name}: unexpected answer (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`);
  }
  return parsed.data;
}

/** The typed client over a transport (tests give their own). */
export function cmsClientOver(transport: CmsTransport): CmsClient {
  const entries = (Object.keys(cmsContract) as CmsCallName[]).map((name) => [
    name,
    async (input: CmsInput<typeof name>) => readAnswer(name, await transport(cmsRequest(name, input))),
  ]);
  return Object.fromEntries(entries) as CmsClient;
}

/**
 * The site's CMS client for this deployment: the built-in CMS, or the upstream one when CMS_API_ORIGIN
 * is set. Made once per request: its upstream calls share the request's deadline.
 */
export function createCmsClient(env: Bindings): CmsClient {
  return cmsClientOver(transportFor(env));
}
