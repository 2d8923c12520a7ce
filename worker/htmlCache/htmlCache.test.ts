import { describe, expect, it } from 'vitest';
import { clearIsolateMemory } from '../kvCache/staleWhileRevalidate';
import type { CachePolicy } from '../../domain/pages/cachePolicy';
import { type HtmlCacheRequest, heldHit, type Rendered, serveFromHtmlCache } from './htmlCache';
import { htmlCacheKey } from './pageCacheKey';

const lifetime: CachePolicy = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };

/**
 * A page whose body names how many times it was rendered and carries its nonce in an inline script
 * (without one when `inlineScript` is false, as the complete documents the cache stores are).
 */
function renderer(init: { status?: number; headers?: Record<string, string>; lifetime?: CachePolicy | null; inlineScript?: boolean } = {}) {
  let renders = 0;
  const render = async (nonce: string | null): Promise<Rendered> => {
    renders++;
    const script = init.inlineScript === false ? '' : `<script nonce="${nonce ?? ''}" data-keep="x">1</script>`;
    const body = `<!doctype html><p>render ${renders}</p><p>${'Eladó lakás '.repeat(200)}</p>${script}`;
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60', ...init.headers };
    return { response: new Response(body, { status: init.status ?? 200, headers }), lifetime: init.lifetime === undefined ? lifetime : init.lifetime, complete: true };
  };
  return { render, renders: () => renders };
}

/** A request against a clock the test moves; background work is collected so the test can wait for it. */
function harness(key: string, render: HtmlCacheRequest['render']) {
  let clock = 1_000_000;
  const background: Promise<unknown>[] = [];
  const errors: unknown[] = [];
  return {
    advance: (seconds: number) => (clock += seconds * 1000),
    settled: () => Promise.all(background.splice(0)),
    errors,
    serve: async (options: { nonce?: string; bypass?: boolean } = {}) =>
      serveFromHtmlCache({
        key,
        nonce: options.nonce ?? 'nonce-one',
        bypass: options.bypass ?? false,
        render,
        waitUntil: (task) => background.push(task),
        onBackgroundError: (error) => errors.push(error),
        cache: await caches.open('edge-cache-test'),
        now: () => clock,
      }),
  };
}

let keys = 0;
const uniqueKey = () => htmlCacheKey('http://immo1.localhost', 'html', `v${++keys}`, '/ingatlan/1');

describe('serveFromHtmlCache', () => {
  it('renders and stores on a miss, then serves the stored copy without rendering until it is stale', async () => {
    const page = renderer();
    const h = harness(uniqueKey(), page.render);
    const miss = await h.serve();
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(await miss.text()).toContain('render 1');
    await h.settled();
    h.advance(59);
    const hit = await h.serve();
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('age')).toBe('59');
    expect(await hit.text()).toContain('render 1');
    expect(page.renders()).toBe(1);
  });

  it('gives the visitor the route Cache-Control and none of the cache own headers', async () => {
    const h = harness(uniqueKey(), renderer().render);
    await (await h.serve()).text();
    await h.settled();
    const hit = await h.serve();
    expect(hit.headers.get('cache-control')).toBe('public, max-age=60');
    expect([...hit.headers.keys()].filter((name) => name.startsWith('x-edge-'))).toEqual([]);
  });

  it('serves a stale copy at once and renders it again once in the background, however many requests come', async () => {
    const page = renderer();
    const h = harness(uniqueKey(), page.render);
    await (await h.serve()).text();
    await h.settled();
    h.advance(61);
    const stale = await Promise.all(Array.from({ length: 20 }, () => h.serve()));
    expect(stale.map((r) => r.headers.get('x-cache'))).toEqual(Array(20).fill('STALE'));
    expect(await stale[0]?.text()).toContain('render 1');
    await h.settled();
    expect(page.renders()).toBe(2);
    const refreshed = await h.serve();
    expect(refreshed.headers.get('x-cache')).toBe('HIT');
    expect(await refreshed.text()).toContain('render 2');
  });

  it('serves another isolate’s stored copy from the Cache API when this isolate holds none', async () => {
    const page = renderer();
    const h = harness(uniqueKey(), page.render);
    await (await h.serve()).text();
    await h.settled();
    clearIsolateMemory();
    const hit = await h.serve();
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await hit.text()).toContain('render 1');
    expect(page.renders()).toBe(1);
  });

  it('refreshes a stale copy from a fresher one in the Cache API before rendering it again', async () => {
    const page = renderer();
    const key = uniqueKey();
    const isolateA = harness(key, page.render);
    await (await isolateA.serve()).text();
    await isolateA.settled();
    isolateA.advance(61);
    // Another isolate, with the same clock, finds the copy stale and renders it again.
    const isolateB = harness(key, page.render);
    isolateB.advance(61);
    clearIsolateMemory();
    expect((await isolateB.serve()).headers.get('x-cache')).toBe('STALE');
    await isolateB.settled();
    expect(page.renders()).toBe(2);
    // This isolate held the first copy and takes the second from the Cache API, without a third render.
    clearIsolateMemory();
    const fromShared = await isolateA.serve();
    expect(fromShared.headers.get('x-cache')).toBe('HIT');
    expect(await fromShared.text()).toContain('render 2');
    expect(page.renders()).toBe(2);
  });

  it('renders for the request once the stale window has passed too', async () => {
    const page = renderer();
    const h = harness(uniqueKey(), page.render);
    await (await h.serve()).text();
    await h.settled();
    h.advance(60 + 600);
    const response = await h.serve();
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(await response.text()).toContain('render 2');
  });

  it('keeps the stale copy when the background render fails, and says so', async () => {
    let failing = false;
    const page = renderer();
    const h = harness(uniqueKey(), async (nonce) => {
      if (failing) return { response: new Response('down', { status: 503 }), lifetime: null, complete: true };
      return page.render(nonce);
    });
    await (await h.serve()).text();
    await h.settled();
    failing = true;
    h.advance(61);
    expect((await h.serve()).headers.get('x-cache')).toBe('STALE');
    await h.settled();
    expect(h.errors).toHaveLength(1);
    const again = await h.serve();
    expect(again.headers.get('x-cache')).toBe('STALE');
    expect(await again.text()).toContain('render 1');
  });

  it('gives the visitor a streamed page and stores a complete render of it, rendered once more in the background', async () => {
    const purposes: string[] = [];
    const h = harness(uniqueKey(), async (nonce, purpose) => {
      purposes.push(purpose);
      const body = purpose === 'store' ? '<p>complete</p>' : `<p>streamed</p><script nonce="${nonce}">$RC()</script>`;
      return { response: new Response(body, { headers: { 'content-type': 'text/html' } }), lifetime, complete: purpose === 'store' };
    });
    const miss = await h.serve();
    expect([miss.headers.get('x-cache'), await miss.text()]).toEqual(['MISS', '<p>streamed</p><script nonce="nonce-one">$RC()</script>']);
    await h.settled();
    expect(purposes).toEqual(['visitor', 'store']);
    expect(await (await h.serve()).text()).toBe('<p>complete</p>');
  });

  it('never stores a response that may not be kept (a 503 has no lifetime)', async () => {
    const page = renderer({ status: 503, lifetime: null });
    const h = harness(uniqueKey(), page.render);
    expect((await h.serve()).headers.get('x-cache')).toBe('MISS');
    await h.settled();
    expect((await h.serve()).headers.get('x-cache')).toBe('MISS');
    expect(page.renders()).toBe(2);
  });

  it('never stores a response with Set-Cookie: the next visitor gets a render of their own', async () => {
    const key = uniqueKey();
    const page = renderer({ headers: { 'set-cookie': 'session=visitor-a' } });
    const h = harness(key, page.render);
    const first = await h.serve();
    expect(first.headers.get('set-cookie')).toBe('session=visitor-a');
    await h.settled();
    expect(await (await caches.open('edge-cache-test')).match(key)).toBeUndefined();
    expect((await h.serve()).headers.get('x-cache')).toBe('MISS');
  });

  it('stores a 404 for its short lifetime', async () => {
    const page = renderer({ status: 404, lifetime: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 0 } });
    const h = harness(uniqueKey(), page.render);
    await (await h.serve()).text();
    await h.settled();
    const hit = await h.serve();
    expect([hit.status, hit.headers.get('x-cache')]).toEqual([404, 'HIT']);
    h.advance(60);
    expect((await h.serve()).headers.get('x-cache')).toBe('MISS');
  });

  it('on an operator bypass renders afresh and neither reads nor writes the cache', async () => {
    const key = uniqueKey();
    const page = renderer();
    const h = harness(key, page.render);
    const bypassed = await h.serve({ bypass: true });
    expect(bypassed.headers.get('x-cache')).toBe('BYPASS');
    await h.settled();
    expect(await (await caches.open('edge-cache-test')).match(key)).toBeUndefined();
    await (await h.serve()).text();
    await h.settled();
    const again = await h.serve({ bypass: true });
    expect(again.headers.get('x-cache')).toBe('BYPASS');
    expect(await again.text()).toContain('render 3');
  });

  it("writes the response's nonce into a stored page's inline scripts, and leaves everything else as stored", async () => {
    const h = harness(uniqueKey(), renderer().render);
    expect(await (await h.serve({ nonce: 'nonce-one' })).text()).toContain('<script nonce="nonce-one" data-keep="x">');
    await h.settled();
    const hit = await h.serve({ nonce: 'nonce-two' });
    const html = await hit.text();
    expect(html).toBe(`<!doctype html><p>render 1</p><p>${'Eladó lakás '.repeat(200)}</p><script nonce="nonce-two" data-keep="x">1</script>`);
  });
});

describe('htmlCacheKey', () => {
  it('keeps the tenant origin whatever the path says', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', '/@evil.example', '/..//evil.example']) {
      expect(new URL(htmlCacheKey('https://immo1.example.hu', 'html', 'v1', path)).origin).toBe('https://immo1.example.hu');
    }
  });

  it('keeps HTML and page JSON, and each version, apart', () => {
    const keys = new Set([
      htmlCacheKey('https://immo1.example.hu', 'html', 'v1', '/'),
      htmlCacheKey('https://immo1.example.hu', 'page-json', 'v1', '/'),
      htmlCacheKey('https://immo1.example.hu', 'html', 'v2', '/'),
      htmlCacheKey('https://lakaspont.example.hu', 'html', 'v1', '/'),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('heldHit', () => {
  it('serves only a copy held fresh in memory: none, or a stale one, is left to serveFromHtmlCache', async () => {
    const key = uniqueKey();
    const h = harness(key, renderer({ inlineScript: false }).render);
    let clock = 1_000_000;
    const hit = () => heldHit({ key, nonce: 'n', now: () => clock });
    expect(hit()).toBeUndefined();
    await (await h.serve()).text();
    await h.settled();
    expect(hit()?.headers.get('x-cache')).toBe('HIT');
    clock += 61_000;
    expect(hit()).toBeUndefined();
  });
});
