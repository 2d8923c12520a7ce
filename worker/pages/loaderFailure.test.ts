import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { metaOf, stateOf, titleOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';

/** Makes the CMS fail on office 13 (a row its answer schema refuses), as a broken upstream would. */
const breakOffice13 = () => env.DB.prepare("UPDATE offices SET phone = x'01' WHERE id = 13").run();

describe('a page whose loader fails', () => {
  it('answers the page’s unavailable view inside the shell with 503 and Retry-After, not a blank page', async () => {
    await breakOffice13();
    const res = await callWorkerSettled('immo1.localhost', '/iroda/13');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(titleOf(html)).toBe('Az oldal átmenetileg nem érhető el | Immo1 Ingatlanhálózat');
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(html).toContain('aria-label="Főmenü"');
    expect((await stateOf(html)).page.outcome).toEqual({ kind: 'unavailable', routeId: 'office' });
  });

  it('keeps the other pages of the site working', async () => {
    await breakOffice13();
    expect((await callWorkerSettled('immo1.localhost', '/')).status).toBe(200);
    expect((await callWorkerSettled('immo1.localhost', '/kereses')).status).toBe(200);
    const other = await env.DB.prepare('SELECT id FROM offices WHERE franchise_id = 1 AND id != 13 ORDER BY id LIMIT 1').first<{ id: number }>();
    expect((await callWorkerSettled('immo1.localhost', `/iroda/${other?.id}`)).status).toBe(200);
  });

  it('answers the same as JSON for client-side navigation', async () => {
    await breakOffice13();
    const res = await callWorkerSettled('immo1.localhost', `/api/site/page?path=${encodeURIComponent('/iroda/13')}`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ path: '/iroda/13', outcome: { kind: 'unavailable', routeId: 'office' } });
  });
});

describe('a site whose settings cannot be loaded at all', () => {
  it('answers the branded error view with 503 and Retry-After', async () => {
    await env.DB.prepare('DROP TABLE public_site_domains').run();
    const res = await callWorkerSettled('lakaspont.localhost', '/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(titleOf(await res.text())).toBe('Az oldal átmenetileg nem érhető el');
  });
});
