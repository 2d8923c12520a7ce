/**
 * @module The site's typed CMS client, built from the CMS contract (domain/cms/cmsContract.ts):
 * every call's request is written by the contract and every answer checked with its schema.
 * Built once per request (the tenant middleware makes it) and passed to whoever needs it.
 */
import { inject } from 'regexparam';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../domain/cms/envelopeSchema';
import { type CmsAnswer, type CmsCallName, type CmsClient, type CmsInput, cmsContract, writeCmsRequest } from '../../domain/cms/cmsContract';
import type { Config } from '../env';
import { inProcessAnswer, inProcessRequest } from './cmsAnswer';
import { cmsTransport, type CmsTransport } from './cmsTransport';

/** The CMS failed to answer (network, 5xx, or an answer of the wrong shape). */
export class CmsError extends Error {
  override name = 'CmsError';
}

/** The Request the contract writes for a call's input. */
export function cmsRequest<K extends CmsCallName>(name: K, input: CmsInput<K>): Request {
  const definition = cmsContract[name];
  const written = writeCmsRequest(name, input);
  const params = Object.fromEntries(Object.entries(written.params ?? {}).map(([key, value]) => [key, encodeURIComponent(String(value))]));
  const path = inject(definition.path, params);
  const url = `${written.site ?? 'https://cms.internal'}${path}${written.query ? `?${written.query}` : ''}`;
  if (definition.method === 'GET') return new Request(url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (written.idempotencyKey) headers['idempotency-key'] = written.idempotencyKey;
  return new Request(url, { method: definition.method, headers, body: JSON.stringify(written.body) });
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
 * The CMS client for this deployment's CMS, `builtIn` unless an upstream is configured. Made once per
 * request: its upstream calls share the request's deadline. Its requests are marked as its own, so a
 * built-in CMS in the same isolate hands their data over as built.
 */
export function createCmsClient(config: Config, builtIn: CmsTransport): CmsClient {
  const transport = cmsTransport(config, builtIn);
  return cmsClientOver((request) => transport(inProcessRequest(request)));
}
