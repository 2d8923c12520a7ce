import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { siteBundleSchema } from '../../domain/cms/siteBundleSchema';
import { pageGenerationKey } from '../../domain/tenant/tenantCacheKeys';
import { tenantCacheKey, tenantDirectoryKey } from '../tenant/tenantCache';
import { metaOf, stateOf, titleOf } from '../test/pageHtml';
import { callWorker, callWorkerSettled } from '../test/tenantRequest';


/** A cached tenant bundle as the KV cache stores it, checked at `checkedAt`. */
async function cacheBundle(subdomain: string, siteName: string, checkedAt: number) {
  const record = {
    subdomain,
    unit_type: 'franchise',
    unit_id: 2,
    corporate_identities: [],
    public_site_setting: [{ key: 'site_name', value: siteName }],
  };
  const value = { record, menu: { answer: [{ label: 'Rólunk', url: '/oldal/1', group: null, hidden: false, blank: false }] } };
  await env.SITE_CACHE.put(tenantCacheKey(subdomain), JSON.stringify({ value, checkedAt }));
}

const storedBundleSchema = z.object({ value: z.nullable(siteBundleSchema) });

async function storedBundle(subdomain: string) {
  return storedBundleSchema.parse((await env.SITE_CACHE.get(tenantCacheKey(subdomain), 'json')) ?? { value: null }).value;
}

async function cachedSiteName(subdomain: string) {
  return (await storedBundle(subdomain))?.record.public_site_setting.find((s) => s.key === 'site_name')?.value;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET / on a tenant host', () => {
  it('streams the home page with the tenant title, Open Graph tags, stylesheet and state', async () => {
    const res = await callWorkerSettled('immo1.localhost:8787', '/', undefined, { ...env, SITE_PORT: '8787' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(titleOf(html)).toBe('Főoldal | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'og:title')).toBe('Főoldal | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/immo1\.localhost:8787\/share-card\/site\.png\?v=[0-9a-f]{16}$/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-TEST.css">');
    expect(html).toContain('<script type="module" src="/assets/main-TEST.js"></script>');
    expect(html).toMatch(/<style>:root\{--[\w-]+:#0b3d5c;/);
    const state = await stateOf(html);
    expect(state.site).toMatchObject({ siteName: 'Immo1 Ingatlanhálózat', franchise_id: 1, isPageImmo1: true, primaryColor: '#0b3d5c' });
    expect(state.menus.footerMenuEntries.map((e) => e.label)).toEqual(['Impresszum', 'Kapcsolat']);
    expect(state.termsUrl).toBe('/dokumentumok/altalanos-szerzodesi-feltetelek');
  });

  it('renders the welcome text, slogan and logo into the HTML for crawlers', async () => {
    const html = await (await callWorkerSettled('debrecen.localhost')).text();
    expect(html).toContain('Debreceni irodánk 2009 óta segíti ügyfeleit');
    expect(html).toContain('A cívisváros otthonai egy helyen');
    expect(html).toContain('alt="Debreceni Ingatlaniroda logó"');
    expect(html).toContain('"@type":"RealEstateAgent"');
  });

  it('gives an office site the Irodánk entry and no Irodáink', async () => {
    const state = await stateOf(await (await callWorkerSettled('budapest13.localhost')).text());
    const labels = state.menus.menuEntries.map((e) => e.label);
    expect(labels).toContain('Irodánk');
    expect(labels).not.toContain('Irodáink');
    expect(labels).not.toContain('Franchise');
  });

  it('links the price statistics "Ingatlanárak" from the footer of every tenant, franchise and office, even with no footer menu', async () => {
    for (const host of ['immo1.localhost', 'budapest13.localhost', 'lakaspont.localhost', 'debrecen.localhost']) {
      const html = (await (await callWorkerSettled(host)).text()).replace(/<!-- -->/g, '');
      const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
      expect(footer, host).toMatch(/<a[^>]* href="\/ingatlanarak"[^>]*>Ingatlanárak<\/a>/);
    }
  });
});

describe('site settings cache', () => {
  it('on a cold miss loads from the CMS, serves, and stores the whole bundle as one KV entry (beside the page generation)', async () => {
    expect(await env.SITE_CACHE.get(tenantCacheKey('lakaspont'))).toBeNull();
    const res = await callWorkerSettled('lakaspont.localhost');
    expect(titleOf(await res.text())).toBe('Főoldal | Lakáspont Ingatlan');
    const bundle = await storedBundle('lakaspont');
    expect(bundle?.record.public_site_setting.find((s) => s.key === 'site_name')?.value).toBe('Lakáspont Ingatlan');
    expect(bundle?.menu?.answer.length).toBeGreaterThan(0);
    expect(bundle?.dropdowns?.answer).toHaveProperty('property_type');
    expect((await env.SITE_CACHE.list()).keys.map((k) => k.name).sort()).toEqual([pageGenerationKey('lakaspont'), tenantCacheKey('lakaspont'), tenantDirectoryKey]);
  });

  it('serves a fresh cached record without asking the CMS', async () => {
    await cacheBundle('lakaspont', 'Gyorsítótárból', Date.now());
    const res = await callWorkerSettled('lakaspont.localhost');
    expect(titleOf(await res.text())).toBe('Főoldal | Gyorsítótárból');
    expect(await cachedSiteName('lakaspont')).toBe('Gyorsítótárból');
  });

  it('serves a stale record at once and refreshes it from the CMS in the background', async () => {
    await cacheBundle('lakaspont', 'Régi név', Date.now() - 3_600_000);
    const { response, settled } = await callWorker('lakaspont.localhost');
    expect(titleOf(await response.text())).toBe('Főoldal | Régi név');
    await settled;
    expect(await cachedSiteName('lakaspont')).toBe('Lakáspont Ingatlan');
    expect(titleOf(await (await callWorkerSettled('lakaspont.localhost')).text())).toBe('Főoldal | Lakáspont Ingatlan');
  });

  it('keeps the stale record when the refresh fails and logs CANNOT UPDATE CACHE', async () => {
    await cacheBundle('lakaspont', 'Megtartott név', Date.now() - 3_600_000);
    // A real failure of the built-in CMS: its table is gone.
    await env.DB.exec('DROP TABLE public_site_settings');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await callWorkerSettled('lakaspont.localhost');
    expect(res.status).toBe(200);
    expect(titleOf(await res.text())).toBe('Főoldal | Megtartott név');
    expect(errors.mock.calls.some((args) => args[0] === 'CANNOT UPDATE CACHE')).toBe(true);
    expect(await cachedSiteName('lakaspont')).toBe('Megtartott név');
  });

  it('shows the error view with 503 when there is no cached record and the CMS fails', async () => {
    await env.DB.exec('DROP TABLE public_site_settings');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await callWorkerSettled('lakaspont.localhost');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(titleOf(html)).toBe('Az oldal átmenetileg nem érhető el');
    expect(html).not.toContain('site-state');
    expect(await env.SITE_CACHE.get(tenantCacheKey('lakaspont'))).toBeNull();
  });

  it('uses the default menu and an empty footer when the menu call fails', async () => {
    await env.DB.exec('DROP TABLE menu_entries');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await stateOf(await (await callWorkerSettled('immo1.localhost')).text());
    expect(state.menus.menuEntries.map((e) => e.label)).toEqual(['Főoldal', 'Ingatlankínálat', 'Irodáink', 'Franchise', 'Karrier']);
    expect(state.menus.footerMenuEntries).toEqual([]);
    // The fallback is served, never stored: the bundle has no menu answer, so a later refresh fills it.
    expect(await storedBundle('immo1')).toMatchObject({ record: { subdomain: 'immo1' } });
    expect((await storedBundle('immo1'))?.menu).toBeUndefined();
  });

  it('keeps the cached menu when a refresh of the bundle fails only at the menu call', async () => {
    await cacheBundle('lakaspont', 'Régi név', Date.now() - 3_600_000);
    await env.DB.exec('DROP TABLE menu_entries');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await callWorkerSettled('lakaspont.localhost');
    expect(errors.mock.calls.some((args) => args[0] === 'CANNOT UPDATE CACHE' && args[1] === 'tenant:lakaspont#menu')).toBe(true);
    const bundle = await storedBundle('lakaspont');
    expect(bundle?.record.public_site_setting.find((s) => s.key === 'site_name')?.value).toBe('Lakáspont Ingatlan');
    expect(bundle?.menu?.answer.map((e) => e.label)).toEqual(['Rólunk']);
  });
});

describe('hosts without a tenant', () => {
  it('shows the error view with 404 for an unknown subdomain, stores nothing for the name, and serves it once tenant:add clears the directory', async () => {
    const first = await callWorkerSettled('ismeretlen.localhost');
    expect(first.status).toBe(404);
    expect(titleOf(await first.text())).toBe('Az oldal nem található');
    expect((await env.SITE_CACHE.list()).keys.map((k) => k.name)).toEqual([tenantDirectoryKey]);
    // The tenant now exists in the CMS; the directory does not know it until it is refreshed or cleared.
    await env.DB.exec("INSERT INTO public_site_domains (subdomain, unit_type, unit_id) VALUES ('ismeretlen', 'franchise', 99)");
    expect((await callWorkerSettled('ismeretlen.localhost')).status).toBe(404);
    await env.SITE_CACHE.delete(tenantDirectoryKey);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 1_100);
    expect((await callWorkerSettled('ismeretlen.localhost')).status).toBe(200);
  });

  it('shows the error view with 404 on the bare product domain and loads no site data', async () => {
    const res = await callWorkerSettled('localhost:8787');
    expect(res.status).toBe(404);
    expect(titleOf(await res.text())).toBe('Nincs ilyen oldal');
    const keys = await env.SITE_CACHE.list();
    expect(keys.keys).toEqual([]);
  });

  it('shows the error view with 404 on a host outside the product domain', async () => {
    const res = await callWorkerSettled('immo1.masik-domain.hu');
    expect(res.status).toBe(404);
  });
});

describe('paths without a page', () => {
  it('answer 404 with the not-found view inside the tenant shell, not indexed', async () => {
    const res = await callWorkerSettled('immo1.localhost', '/nincs-ilyen-oldal');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(titleOf(html)).toBe('Az oldal nem található | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect((await stateOf(html)).page.outcome).toEqual({ kind: 'notFound' });
  });
});

describe('state serialization in the page', () => {
  it('keeps </script>, <!-- and U+2028 in tenant text from breaking out of the state script', async () => {
    const hostile = 'Üdv </script><script>alert(1)</script> <!-- \u2028 & vége';
    await env.DB.prepare("UPDATE public_site_settings SET value = ? WHERE key = 'welcome_text' AND site_domain_id = 2").bind(hostile).run();
    const html = await (await callWorkerSettled('lakaspont.localhost')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
    expect((await stateOf(html)).site.welcomeText).toBe(hostile);
  });
});
