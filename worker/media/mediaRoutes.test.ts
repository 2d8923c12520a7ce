import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pictureRooms } from '../../domain/pictureRooms';
import { mediaRoutes } from './mediaRoutes';
import { Hono } from 'hono';
import { type AppEnv, configMiddleware } from '../env';

/** The routes as the app mounts them, behind its configuration middleware. */
const mounted = new Hono<AppEnv>().use(configMiddleware()).route('/media', mediaRoutes);

const get = (path: string) => mounted.request(path, undefined, env);

describe('GET /media/logo.svg', () => {
  it('draws the label in the given colours as a cacheable SVG', async () => {
    const res = await get('/media/logo.svg?label=Immo1&color=0B3D5C&accent=b79267');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = await res.text();
    expect(svg).toContain('fill="#0b3d5c"');
    expect(svg).toContain('>Immo1</text>');
  });

  it('escapes the label, so it cannot add markup to the SVG', async () => {
    const svg = await (await get(`/media/logo.svg?label=${encodeURIComponent('<script>x')}&color=000000&accent=ffffff`)).text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;x');
  });

  it('answers 400 naming each bad parameter', async () => {
    const res = await get('/media/logo.svg?label=&color=red&accent=ffffff');
    expect(res.status).toBe(400);
    const body = await res.json<{ fields: { field: string }[] }>();
    expect(body.fields.map((f) => f.field).sort()).toEqual(['color', 'label']);
  });
});

describe('GET /media/cover.svg', () => {
  it('draws the same picture for the same seed and a different one for another seed', async () => {
    const a = await (await get('/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267')).text();
    const b = await (await get('/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267')).text();
    const c = await (await get('/media/cover.svg?seed=debrecen&color=0b3d5c&accent=b79267')).text();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a.startsWith('<svg')).toBe(true);
  });
});

describe('GET /media/property.svg', () => {
  it('draws a different building for each property type, the same for the same seed', async () => {
    const flat = await (await get('/media/property.svg?seed=10&type=1')).text();
    const house = await (await get('/media/property.svg?seed=10&type=2')).text();
    expect(flat).not.toBe(house);
    expect(await (await get('/media/property.svg?seed=10&type=1')).text()).toBe(flat);
  });

  it('gives the 1200×630 share size with og=1', async () => {
    const svg = await (await get('/media/property.svg?seed=10&type=1&og=1')).text();
    expect(svg).toContain('height="630"');
  });

  it('answers 400 naming a seed or type that is not a number', async () => {
    const res = await get('/media/property.svg?seed=x&type=');
    expect(res.status).toBe(400);
    const body = await res.json<{ fields: { field: string }[] }>();
    expect(body.fields.map((f) => f.field).sort()).toEqual(['seed', 'type']);
  });

  it('draws every room of a listing differently, the same again for the same URL', async () => {
    const urls = ['/media/property.svg?seed=42&type=2', ...pictureRooms.map((room) => `/media/property.svg?seed=42&type=2&room=${room}`)];
    const pictures = await Promise.all(urls.map(async (url) => (await get(url)).text()));
    expect(pictures.every((svg) => svg.startsWith('<svg') && svg.includes('viewBox="0 0 1200 800"'))).toBe(true);
    expect(new Set(pictures).size).toBe(urls.length);
    expect(await (await get(urls[3] ?? '')).text()).toBe(pictures[3]);
  });

  it('draws the same room of two listings differently', async () => {
    const a = await (await get('/media/property.svg?seed=42&type=1&room=kitchen')).text();
    const b = await (await get('/media/property.svg?seed=43&type=1&room=kitchen')).text();
    expect(a).not.toBe(b);
  });

  it('answers 400 naming a room it cannot draw', async () => {
    const res = await get('/media/property.svg?seed=1&type=1&room=attic');
    expect(res.status).toBe(400);
    const body = await res.json<{ fields: { field: string }[] }>();
    expect(body.fields.map((f) => f.field)).toEqual(['room']);
  });
});

describe('GET /media/person.svg', () => {
  it('draws a portrait placeholder per seed', async () => {
    const res = await get('/media/person.svg?seed=122');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).not.toBe(await (await get('/media/person.svg?seed=123')).text());
  });
});
