import { describe, expect, it } from 'vitest';
import { pictureRooms } from '../../domain/listings/pictureRooms';
import { imageSize } from '../../scripts/imageSize';
import { rasterizeSvg } from '../renderShareCard';
import { nodeCardEngineParts } from '../test/nodeCardEngine';
import { mediaPicture, type Rasterize } from './mediaPictures';

const parts = await nodeCardEngineParts();
const rasterize: Rasterize = (svg, format, width) => rasterizeSvg(svg, parts, format, width);

/** The card worker's answer to GET `path`; fails the test when the path names no picture. */
async function get(path: string): Promise<Response> {
  const answer = mediaPicture(new URL(path, 'https://share-cards.internal'), rasterize);
  if (!answer) throw new Error(`no picture at ${path}`);
  return answer;
}

const text = async (path: string) => (await get(path)).text();
const badFields = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe('invalid_request');
  return body.fields.map((f) => f.field).sort();
};

describe('mediaPicture', () => {
  it('draws the logo label in the given colours as a cacheable SVG that runs nothing', async () => {
    const res = await get('/media/logo.svg?label=Immo1&color=0B3D5C&accent=b79267');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toContain('fill="#0b3d5c"');
    expect(svg).toContain('>Immo1</text>');
  });

  it('escapes the logo label, so it cannot add markup to the SVG', async () => {
    const svg = await text(`/media/logo.svg?label=${encodeURIComponent('<script>x')}&color=000000&accent=ffffff`);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;x');
  });

  it('answers 400 naming each bad logo parameter: an empty label, one over 100 characters, a control or bidi character', async () => {
    expect(await badFields('/media/logo.svg?label=&color=red&accent=ffffff')).toEqual(['color', 'label']);
    expect(await badFields(`/media/logo.svg?label=${'x'.repeat(101)}&color=000000&accent=ffffff`)).toEqual(['label']);
    for (const label of ['Immo\n1', 'Immo\r1', 'Immo\u001b1', '\u202eImmo1', 'Immo\u00851']) {
      expect(await badFields(`/media/logo.svg?label=${encodeURIComponent(label)}&color=000000&accent=ffffff`), JSON.stringify(label)).toEqual(['label']);
    }
    expect(await badFields(`/media/cover.svg?seed=${encodeURIComponent('immo\u00001')}&color=000000&accent=ffffff`)).toEqual(['seed']);
  });

  it('draws a long label (a 63-character subdomain, an 80-character name) smaller, then cut with an ellipsis, never a 400', async () => {
    const subdomain = 'nagyon-hosszu-aldomain-nev-egy-ingatlaniroda-szamara-budapesten';
    expect(subdomain).toHaveLength(63);
    const svg = await text(`/media/logo.svg?label=${subdomain}&color=000000&accent=ffffff`);
    const drawnLabel = />([^<]*)<\/text>/.exec(svg)?.[1] ?? '';
    expect(drawnLabel.endsWith('…')).toBe(true);
    expect(subdomain.startsWith(drawnLabel.slice(0, -1))).toBe(true);
    expect(Number(/font-size="(\d+)"/.exec(svg)?.[1])).toBeGreaterThanOrEqual(11);
    // A label that fits stays whole, at a smaller size than a short one.
    const medium = await text('/media/logo.svg?label=Ingatlan%20Centrum&color=000000&accent=ffffff');
    expect(medium).toContain('>Ingatlan Centrum</text>');
    const size = (svg: string) => Number(/font-size="(\d+)"/.exec(svg)?.[1]);
    expect(size(medium)).toBeLessThan(size(await text('/media/logo.svg?label=Immo1&color=000000&accent=ffffff')));
    expect((await get(`/media/logo.svg?label=${'Á'.repeat(100)}&color=000000&accent=ffffff`)).status).toBe(200);
  });

  it('draws each picture as a raster for e-mails: the logo a PNG, the others JPEGs, loadable from any origin', async () => {
    for (const [path, type, width] of [
      ['/media/logo.png?label=Immo1&color=0b3d5c&accent=b79267', 'image/png', 160],
      ['/media/cover.jpg?seed=immo1&color=0b3d5c&accent=b79267', 'image/jpeg', 1200],
      ['/media/property.jpg?seed=10&type=1&room=kitchen', 'image/jpeg', 800],
      ['/media/person.jpg?seed=122', 'image/jpeg', 400],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(imageSize(new Uint8Array(await res.arrayBuffer())), path).toMatchObject({ type, width });
    }
    expect(await badFields('/media/person.jpg?seed=1e3')).toEqual(['seed']);
  });

  it('answers 400 naming a parameter given twice, as the site did', async () => {
    expect(await badFields('/media/person.svg?seed=1&seed=2')).toEqual(['seed']);
  });

  it('draws the same cover for the same seed and a different one for another seed', async () => {
    const a = await text('/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267');
    expect(await text('/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267')).toBe(a);
    expect(await text('/media/cover.svg?seed=debrecen&color=0b3d5c&accent=b79267')).not.toBe(a);
    expect(a.startsWith('<svg')).toBe(true);
  });

  it('draws a different building for each property type, the same for the same seed', async () => {
    const flat = await text('/media/property.svg?seed=10&type=1');
    expect(await text('/media/property.svg?seed=10&type=2')).not.toBe(flat);
    expect(await text('/media/property.svg?seed=10&type=1')).toBe(flat);
  });

  it('gives the 1200×630 share size with og=1', async () => {
    expect(await text('/media/property.svg?seed=10&type=1&og=1')).toContain('height="630"');
  });

  it('answers 400 naming a seed or type that is not a whole number in bounds, written in digits', async () => {
    expect(await badFields('/media/property.svg?seed=x&type=')).toEqual(['seed', 'type']);
    expect(await badFields('/media/property.svg?seed=1.5&type=100')).toEqual(['seed', 'type']);
    for (const seed of ['1e3', '0x10', '1.0', '%201', '-1', '1%0A', '+1', '99999999999']) {
      expect(await badFields(`/media/person.svg?seed=${seed}`), seed).toEqual(['seed']);
    }
    expect(await badFields('/media/property.svg?seed=1&type=1e1')).toEqual(['type']);
  });

  it('draws every room of a listing differently, the same again for the same URL', async () => {
    const urls = ['/media/property.svg?seed=42&type=2', ...pictureRooms.map((room) => `/media/property.svg?seed=42&type=2&room=${room}`)];
    const pictures = await Promise.all(urls.map(text));
    expect(pictures.every((svg) => svg.startsWith('<svg') && svg.includes('viewBox="0 0 1200 800"'))).toBe(true);
    expect(new Set(pictures).size).toBe(urls.length);
    expect(await text(urls[3] ?? '')).toBe(pictures[3]);
  });

  it('draws the same room of two listings differently', async () => {
    expect(await text('/media/property.svg?seed=42&type=1&room=kitchen')).not.toBe(await text('/media/property.svg?seed=43&type=1&room=kitchen'));
  });

  it('answers 400 naming a room it cannot draw', async () => {
    expect(await badFields('/media/property.svg?seed=1&type=1&room=attic')).toEqual(['room']);
  });

  it('draws a portrait placeholder per seed', async () => {
    expect(await text('/media/person.svg?seed=122')).not.toBe(await text('/media/person.svg?seed=123'));
  });

  it('knows only its four pictures, by exact path', () => {
    for (const path of ['/media/other.svg', '/media/logo.svg/x', '/logo.svg', '/media/', '/media/__proto__', '/card']) {
      expect(mediaPicture(new URL(path, 'https://share-cards.internal'), rasterize)).toBeNull();
    }
  });
});
