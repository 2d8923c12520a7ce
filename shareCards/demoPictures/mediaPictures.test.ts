import { describe, expect, it } from 'vitest';
import { pictureRooms } from '../../domain/listings/pictureRooms';
import { mediaPicture } from './mediaPictures';

/** The card worker's answer to GET `path`; fails the test when the path names no picture. */
function get(path: string): Response {
  const answer = mediaPicture(new URL(path, 'https://share-cards.internal'));
  if (!answer) throw new Error(`no picture at ${path}`);
  return answer;
}

const text = (path: string) => get(path).text();
const badFields = async (path: string) => {
  const res = get(path);
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe('invalid_request');
  return body.fields.map((f) => f.field).sort();
};

describe('mediaPicture', () => {
  it('draws the logo label in the given colours as a cacheable SVG that runs nothing', async () => {
    const res = get('/media/logo.svg?label=Immo1&color=0B3D5C&accent=b79267');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
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

  it('answers 400 naming each bad logo parameter, a label over 24 characters included', async () => {
    expect(await badFields('/media/logo.svg?label=&color=red&accent=ffffff')).toEqual(['color', 'label']);
    expect(await badFields(`/media/logo.svg?label=${'x'.repeat(25)}&color=000000&accent=ffffff`)).toEqual(['label']);
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

  it('answers 400 naming a seed or type that is not a whole number in bounds', async () => {
    expect(await badFields('/media/property.svg?seed=x&type=')).toEqual(['seed', 'type']);
    expect(await badFields('/media/property.svg?seed=1.5&type=100')).toEqual(['seed', 'type']);
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
      expect(mediaPicture(new URL(path, 'https://share-cards.internal'))).toBeNull();
    }
  });
});
