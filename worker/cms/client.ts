/**
 * @module The typed CMS client the site uses: every answer is checked with zod.
 */
import { z } from 'zod';
import { cmsFileSchema, type CmsFile } from '../../domain/cmsFileSchema';
import { envelopeSchema } from '../../domain/cmsEnvelopeSchema';
import { dropdownOptionsSchema, type DropdownOptions, type DropdownType } from '../../domain/dropdowns';
import { menuEntrySchema, type MenuEntry } from '../../domain/menuSchema';
import { type ApiData, apiDataString } from '../../domain/siteData';
import { siteRecordSchema, type SiteRecord } from '../../domain/siteRecordSchema';
import { configOf, type Bindings } from '../env';
import { embeddedCms } from './api';
import { forwardToUpstream } from './forward';

/** The CMS failed to answer (network, 5xx, or an answer of the wrong shape). */
export class CmsError extends Error {
  override name = 'CmsError';
}

export type CmsFileKind = 'privacy-policy' | 'terms-and-conditions';

/** Calls one CMS path in-process (built-in CMS) or at the upstream origin. */
async function cmsFetch(env: Bindings, path: string, init?: RequestInit): Promise<Response> {
  const request = new Request(`https://cms.internal${path}`, init);
  const origin = configOf(env).CMS_API_ORIGIN;
  return origin ? forwardToUpstream(request, origin) : embeddedCms.fetch(request, env);
}

/** Reads `{ data }` of the expected shape; a 404 is "none" (null), anything else unexpected throws. */
async function readData<T extends z.ZodType>(response: Response, schema: T, what: string): Promise<z.infer<T> | null> {
  if (response.status === 404) return null;
  if (!response.ok) throw new CmsError(`${what}: CMS answered ${response.status}`);
  const body = envelopeSchema.safeParse(await response.json().catch(() => undefined));
  const parsed = body.success ? schema.safeParse(body.data.data) : body;
  if (!parsed.success) throw new CmsError(`${what}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  return parsed.data;
}

/** The CMS calls of SPEC section 7, typed. */
export function cmsClient(env: Bindings) {
  return {
    async siteRecord(subdomain: string): Promise<SiteRecord | null> {
      return readData(await cmsFetch(env, `/api/cms/public-site-domains/${encodeURIComponent(subdomain)}`), siteRecordSchema, 'public-site-domains');
    },
    async menuEntries(apiData: ApiData): Promise<MenuEntry[]> {
      const entries = await readData(await cmsFetch(env, `/api/cms/pages/getPages?${apiDataString(apiData)}`), z.array(menuEntrySchema), 'getPages');
      return entries ?? [];
    },
    async file(kind: CmsFileKind, apiData: ApiData): Promise<CmsFile | null> {
      return readData(await cmsFetch(env, `/api/cms/files/${kind}?${apiDataString(apiData)}`), cmsFileSchema, kind);
    },
    async dropdownOptions(apiData: ApiData, types: readonly DropdownType[]): Promise<DropdownOptions> {
      const response = await cmsFetch(env, '/api/cms/dropdowns/getByType', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...apiData, types }),
      });
      return (await readData(response, dropdownOptionsSchema, 'getByType')) ?? {};
    },
  };
}
