import { describe, expect, it } from 'vitest';
import { maxCardRequestBytes, readCardRequest } from './cardRequest';

const card = {
  kind: 'cover',
  brand: { siteName: 'Immo1', logo: null, primaryColor: '#0b3d5c', secondaryColor: '#b79267' },
  picture: 'data:image/png;base64,iVBORw0KGgo=',
  title: 'Immo1',
  subtitle: 'Otthon',
};

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('https://share-cards.internal/card', { method: 'POST', body, headers });

describe('readCardRequest', () => {
  it('accepts a card whose pictures are inline', async () => {
    expect(await readCardRequest(post(JSON.stringify(card)))).toEqual({ ok: true, card });
  });

  it('refuses malformed JSON, and a card naming the field that is wrong', async () => {
    expect(await readCardRequest(post('{'))).toMatchObject({ ok: false, status: 400, error: 'invalid_json' });
    expect(await readCardRequest(post(JSON.stringify({ ...card, brand: { ...card.brand, primaryColor: 'red' } })))).toMatchObject({ ok: false, status: 400, field: 'brand.primaryColor' });
    expect(await readCardRequest(post(JSON.stringify({ ...card, kind: 'poster' })))).toMatchObject({ ok: false, status: 400, error: 'invalid_card' });
  });

  it('refuses a picture the renderer would have to fetch, or of another kind than PNG, JPEG or SVG', async () => {
    expect(await readCardRequest(post(JSON.stringify({ ...card, picture: 'https://elsewhere.example/x.png' })))).toMatchObject({ ok: false, status: 400, field: 'picture' });
    expect(await readCardRequest(post(JSON.stringify({ ...card, brand: { ...card.brand, logo: 'data:text/html;base64,PGI+' } })))).toMatchObject({ ok: false, status: 400, field: 'brand.logo' });
  });

  it('refuses a body over the limit, whether or not it says its length', async () => {
    const big = 'x'.repeat(maxCardRequestBytes + 1);
    expect(await readCardRequest(post(big))).toMatchObject({ ok: false, status: 413 });
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(big)), c.close()) });
    expect(await readCardRequest(new Request('https://share-cards.internal/card', { method: 'POST', body: stream, duplex: 'half' } as RequestInit))).toMatchObject({ ok: false, status: 413 });
  });
});
