import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { imageSize, pngSize } from '../../scripts/imageSize';
import { firstRow } from '../../backOffice/test/testCms';
import { renderPagesAfresh } from '../test/pageCache';
import { metaOf } from '../test/pageHtml';
import { tenantKeysToPurge } from '../../domain/tenant/tenantCacheKeys';
import { clearIsolateMemory } from '../kvCache/staleWhileRevalidate';
import { agentOf } from '../test/routePages';
import { callWorker, callWorkerSettled } from '../test/tenantRequest';

/** The path of a page's og:image on the tenant's origin. */
async function ogImagePath(host: string, path: string): Promise<string> {
  const res = await callWorkerSettled(host, path);
  expect(res.status).toBe(200);
  const url = metaOf(await res.text(), 'og:image')?.replaceAll('&amp;', '&') ?? '';
  expect(url.startsWith(`http://${host}/share-card/`)).toBe(true);
  return url.slice(`http://${host}`.length);
}

/** A card's answer: status, headers and the bytes (read as bytes: callWorkerSettled reads text). */
async function card(host: string, path: string, bindings: Cloudflare.Env = env) {
  const { response, settled } = await callWorker(host, path, undefined, bindings);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await settled;
  return { status: response.status, headers: response.headers, bytes };
}

/** A card worker that fails every drawing. */
const failingCardWorker: Fetcher = {
  fetch: async () => new Response('{"error":"boom"}', { status: 500 }),
  connect: () => {
    throw new Error('no sockets here');
  },
};

/** The card worker, counting the cards it is asked to draw (its pictures are not counted). */
function countingCardWorker(): { worker: Fetcher; draws: () => number } {
  let draws = 0;
  const worker: Fetcher = {
    fetch: (input, init) => {
      if (new URL(input instanceof Request ? input.url : String(input)).pathname === '/card') draws++;
      return env.SHARE_CARDS.fetch(input, init);
    },
    connect: () => {
      throw new Error('no sockets here');
    },
  };
  return { worker, draws: () => draws };
}

/** Gives a tenant another logo address, as `tenant:set --logo-url` does (its cached bundle purged). */
async function setLogo(subdomain: string, logoUrl: string): Promise<void> {
  await env.DB.prepare('UPDATE corporate_identities SET logo_url = ? WHERE site_domain_id = (SELECT id FROM public_site_domains WHERE subdomain = ?)').bind(logoUrl, subdomain).run();
  for (const key of tenantKeysToPurge(subdomain)) await env.SITE_CACHE.delete(key);
  clearIsolateMemory();
}

const firstListing = () => firstRow('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 1', z.object({ id: z.number() }));

describe('GET /share-card/*', () => {
  it('draws the card a page names as a PNG of 1200×630 within 300 kB, for every kind of page', async () => {
    const { id } = await firstListing();
    const agent = await agentOf(16);
    for (const page of ['/', `/ingatlan/${id}`, '/iroda/16', `/uzletkoto/${agent.id}`]) {
      const path = await ogImagePath('immo1.localhost', page);
      const answer = await card('immo1.localhost', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(pngSize(answer.bytes), path).toEqual({ width: 1200, height: 630 });
      expect(answer.bytes.byteLength).toBeLessThanOrEqual(300_000);
    }
  });

  it('answers a card again from the cache, without drawing it: the same bytes while the card worker is down', async () => {
    const { id } = await firstListing();
    const path = await ogImagePath('immo1.localhost', `/ingatlan/${id}`);
    const first = await card('immo1.localhost', path);
    const again = await card('immo1.localhost', path, { ...env, SHARE_CARDS: failingCardWorker });
    expect(again.status).toBe(200);
    expect(again.bytes).toEqual(first.bytes);
    // The same card on another tenant's origin is another entry: drawn there, and failing here.
    expect((await card('lakaspont.localhost', '/share-card/site.png?v=0000000000000000', { ...env, SHARE_CARDS: failingCardWorker })).status).toBe(503);
  });

  it('names a new card when the price changes, and draws a different picture for it; the old address keeps the old one', async () => {
    const { id } = await firstListing();
    const before = await ogImagePath('immo1.localhost', `/ingatlan/${id}`);
    const oldCard = await card('immo1.localhost', before);
    await env.DB.prepare('UPDATE properties SET price = price + 1000000 WHERE id = ?').bind(id).run();
    await renderPagesAfresh();
    const after = await ogImagePath('immo1.localhost', `/ingatlan/${id}`);
    expect(after).not.toBe(before);
    const newCard = await card('immo1.localhost', after);
    expect(pngSize(newCard.bytes)).toEqual({ width: 1200, height: 630 });
    expect(newCard.bytes).not.toEqual(oldCard.bytes);
    expect((await card('immo1.localhost', before)).bytes).toEqual(oldCard.bytes);
  });

  it('answers an outdated or made-up version with the current card, cached briefly', async () => {
    const answer = await card('lakaspont.localhost', '/share-card/site.png?v=0123456789abcdef');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(pngSize(answer.bytes)).toEqual({ width: 1200, height: 630 });
    expect((await card('lakaspont.localhost', '/share-card/site.png?v=<script>')).status).toBe(200);
  });

  it('answers 404 for what names no card: an unknown listing, a malformed id, an unknown kind, another office’s listing on an office site', async () => {
    const otherOffice = await firstRow('SELECT id FROM properties WHERE office_id <> 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    for (const path of ['/share-card/listing/999999999.png', '/share-card/listing/abc.png', '/share-card/listing/1e3.png', '/share-card/poster/1.png', `/share-card/listing/${otherOffice.id}.png`]) {
      const answer = await card('budapest13.localhost', path);
      expect(answer.status, path).toBe(404);
    }
  });

  it('draws a card without a CMS photo it cannot have (not a picture, a closed port), and keeps it only briefly', async () => {
    for (const [officeId, picture] of [
      [16, `${env.TEST_ECHO_UPSTREAM}/irodak/16.jpg`],
      [17, `${env.TEST_CLOSED_ORIGIN}/irodak/17.jpg`],
    ] as const) {
      await env.DB.prepare('UPDATE offices SET picture_url = ? WHERE id = ?').bind(picture, officeId).run();
      await renderPagesAfresh();
      const path = await ogImagePath('immo1.localhost', `/iroda/${officeId}`);
      // A card over a photo is a JPEG.
      expect(path).toMatch(new RegExp(`^/share-card/office/${officeId}\\.jpg\\?v=`));
      const answer = await card('immo1.localhost', path);
      expect(answer.status, picture).toBe(200);
      expect(imageSize(answer.bytes), picture).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('keeps a card that lost its logo for five minutes under its key: ten requests draw it once', async () => {
    // A logo the worker cannot fetch (nothing listens there), as an operator's --logo-url may be; https, as
    // a logo on another host must be (domain/site/siteLinks.ts).
    await setLogo('debrecen', `${env.TEST_CLOSED_ORIGIN.replace(/^http:/, 'https:')}/logo.png`);
    const path = await ogImagePath('debrecen.localhost', '/');
    const { worker, draws } = countingCardWorker();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await card('debrecen.localhost', path, { ...env, SHARE_CARDS: worker }));
    expect(draws()).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      expect(answer.bytes).toEqual(answers[0]?.bytes);
    }
  });

  it('draws a logo whose label is a long subdomain, so the card is complete and kept for good', async () => {
    await setLogo('lakaspont', `/media/logo.svg?label=${'nagyon-hosszu-aldomain-'.repeat(2)}nev&color=7a1f2b&accent=e0a526`);
    const answer = await card('lakaspont.localhost', await ogImagePath('lakaspont.localhost', '/'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 503, never a 500 or a blank picture, when the card worker fails', async () => {
    const answer = await card('debrecen.localhost', '/share-card/site.png?v=0123456789abcdef', { ...env, SHARE_CARDS: failingCardWorker });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
  });
});

/** A 16×9 JPEG (MozJPEG, quality 60): a CMS photo as the card worker receives it, inline. */
const tinyJpeg =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wEEEAANAA0ADQANAA4ADQAOABAAEAAOABQAFgATABYAFAAeABsAGQAZABsAHgAtACAAIgAgACIAIAAtAEQAKgAyACoAKgAyACoARAA8AEkAOwA3ADsASQA8AGwAVQBLAEsAVQBsAH0AaQBjAGkAfQCXAIcAhwCXAL4AtQC+APkA+QFOEQANAA0ADQANAA4ADQAOABAAEAAOABQAFgATABYAFAAeABsAGQAZABsAHgAtACAAIgAgACIAIAAtAEQAKgAyACoAKgAyACoARAA8AEkAOwA3ADsASQA8AGwAVQBLAEsAVQBsAH0AaQBjAGkAfQCXAIcAhwCXAL4AtQC+APkA+QFO/8IAEQgACQAQAwEiAAIRAQMRAf/EACkAAAMBAAAAAAAAAAAAAAAAAAACBAUBAQAAAAAAAAAAAAAAAAAAAAH/2gAMAwEAAhADEAAAABY9RP/EACcQAAAEBAMJAAAAAAAAAAAAAAABAiEDERITNFFzIkFDUnKCtMLE/9oACAEBAAE/AKJyRbQcmt5NRT6G2RhLnxT2e7mnvdquojCsBC0j8dIiYmBq/SP/xAAdEQAABQUAAAAAAAAAAAAAAAAAAQIDERIhMWGR/9oACAECAQE/AEljblHJuP/EABsRAAIBBQAAAAAAAAAAAAAAAAECAAMRIWGS/9oACAEDAQE/AAcJumW5vP/Z';

describe('the share card worker (SHARE_CARDS)', () => {
  const card = {
    kind: 'cover',
    brand: { siteName: 'Lakáspont Ingatlan', logo: null, primaryColor: '#7a1f2b', secondaryColor: '#e0a526' },
    picture: `data:image/jpeg;base64,${tinyJpeg}`,
    title: 'Lakáspont Debrecen',
    subtitle: '4025 Debrecen, Piac utca 20.',
  };
  const draw = (format: string, body: unknown) => env.SHARE_CARDS.fetch(`https://share-cards.internal/card?format=${format}`, { method: 'POST', body: JSON.stringify(body) });

  it('draws a card over a photo as a JPEG of 1200×630 in workerd, and as a PNG when asked', async () => {
    const jpeg = await draw('jpeg', card);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(imageSize(new Uint8Array(await jpeg.arrayBuffer()))).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    const png = await draw('png', card);
    expect(imageSize(new Uint8Array(await png.arrayBuffer()))).toEqual({ type: 'image/png', width: 1200, height: 630 });
  });

  it('answers 400 naming the field for a bad card or format, 404 and 405 elsewhere, and 422 for a picture it cannot read', async () => {
    expect(await (await draw('gif', card)).json()).toEqual({ error: 'invalid_format', field: 'format' });
    const badColor = await draw('png', { ...card, brand: { ...card.brand, primaryColor: 'piros' } });
    expect(badColor.status).toBe(400);
    expect(await badColor.json()).toMatchObject({ field: 'brand.primaryColor' });
    expect((await draw('png', { ...card, picture: 'https://elsewhere.example/a.jpg' })).status).toBe(400);
    expect((await env.SHARE_CARDS.fetch('https://share-cards.internal/')).status).toBe(404);
    expect((await env.SHARE_CARDS.fetch('https://share-cards.internal/card')).status).toBe(405);
    expect((await draw('jpeg', { ...card, picture: 'data:image/jpeg;base64,AAAA' })).status).toBe(422);
  });
});
