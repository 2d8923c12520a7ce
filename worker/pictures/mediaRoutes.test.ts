import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callWorker, callWorkerSettled } from '../test/tenantRequest';

/** GET `path` on a tenant's host through the site's worker, which forwards /media pictures to the card worker (SHARE_CARDS). */
const get = (path: string, bindings: Cloudflare.Env = env, init?: RequestInit) => callWorkerSettled('immo1.localhost', path, init, bindings);

/** A card worker that cannot be reached. */
const unreachableCardWorker: Fetcher = {
  fetch: async () => {
    throw new Error('connection refused');
  },
  connect: () => {
    throw new Error('no sockets here');
  },
};

describe('GET /media/*', () => {
  it('answers each picture from the card worker as a cacheable SVG, with the site’s security headers but the card worker’s strict policy, loadable from any origin', async () => {
    for (const path of ['/media/logo.svg?label=Immo1&color=0B3D5C&accent=b79267', '/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267', '/media/property.svg?seed=10&type=1&room=kitchen', '/media/person.svg?seed=122']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      // The card worker's policy, not a page's: an SVG runs and loads nothing.
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect((await res.text()).startsWith('<svg'), path).toBe(true);
    }
  });

  it('passes the query on whole: the picture is the one the card worker draws for it', async () => {
    const path = '/media/logo.svg?label=Immo1&color=0B3D5C&accent=b79267';
    const direct = await (await env.SHARE_CARDS.fetch(`https://share-cards.internal${path}`)).text();
    expect(direct).toContain('>Immo1</text>');
    expect(await (await get(path)).text()).toBe(direct);
  });

  it('answers 400 naming each bad parameter, as the card worker validates it', async () => {
    const res = await get('/media/logo.svg?label=&color=red&accent=ffffff');
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; fields: { field: string }[] }>();
    expect(body.error).toBe('invalid_request');
    expect(body.fields.map((f) => f.field).sort()).toEqual(['color', 'label']);
    const room = await get('/media/property.svg?seed=1&type=1&room=attic');
    expect(room.status).toBe(400);
    expect((await room.json<{ fields: { field: string }[] }>()).fields.map((f) => f.field)).toEqual(['room']);
  });

  it('answers 400 for a label or seed with a control character, and a seed not written in digits', async () => {
    for (const path of [
      '/media/logo.svg?label=Immo%0A1&color=0b3d5c&accent=b79267',
      '/media/logo.png?label=%E2%80%AEImmo1&color=0b3d5c&accent=b79267',
      '/media/cover.svg?seed=immo%001&color=0b3d5c&accent=b79267',
      '/media/person.svg?seed=1e3',
      '/media/person.jpg?seed=0x10',
      '/media/property.svg?seed=1.0&type=1',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((await res.json<{ fields: { field: string }[] }>()).fields.map((f) => f.field), path).toEqual([path.includes('label') ? 'label' : 'seed']);
    }
  });

  it('draws a logo whose label is a long subdomain instead of answering 400', async () => {
    const res = await get(`/media/logo.svg?label=${'hosszu-aldomain-'.repeat(3)}nev&color=0b3d5c&accent=b79267`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('…</text>');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/media/person.svg?seed=1', env, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('leaves any other /media path to the site: its 404 page', async () => {
    const res = await get('/media/other.svg');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('answers 503 with Retry-After, never a 500, when the card worker cannot be reached', async () => {
    const { response, settled } = await callWorker('immo1.localhost', '/media/person.svg?seed=1', undefined, { ...env, SHARE_CARDS: unreachableCardWorker });
    await settled;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('A kép átmenetileg nem érhető el.');
  });
});
