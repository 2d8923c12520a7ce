import { configOf } from '../env';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createCmsClient } from '../cms/cmsClient';
import { inProcessCms } from '../../backOffice/cms/inProcessCms';
import { loadSiteShell, type TenantScope } from './loadSiteShell';
import { tenantSwrScope } from './tenantCache';

const scope = (): TenantScope => ({ cache: tenantSwrScope(env, configOf(env), { waitUntil: () => undefined }), cms: createCmsClient(configOf(env), inProcessCms(env, configOf(env))), subdomain: 'immo1' });

describe('loadSiteShell', () => {
  it('derives the shell of a held bundle once, for every request until the bundle changes', async () => {
    const first = await loadSiteShell(scope(), 'http://immo1.localhost');
    expect(first?.site.siteName).toBe('Immo1 Ingatlanhálózat');
    expect(await loadSiteShell(scope(), 'http://immo1.localhost')).toBe(first);
  });

  it('derives it again for another site URL, which the canonical links are built from', async () => {
    const local = await loadSiteShell(scope(), 'http://immo1.localhost');
    const other = await loadSiteShell(scope(), 'http://immo1.localhost:8787');
    expect(other).not.toBe(local);
    expect(other?.site.siteUrl).toBe('http://immo1.localhost:8787');
  });
});
