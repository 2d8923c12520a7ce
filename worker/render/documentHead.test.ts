import { describe, expect, it } from 'vitest';
import { documentHead, documentTail } from './documentHead';

const input = {
  head: {
    title: 'Főoldal | "Idézet" <b>',
    description: 'Leírás & más',
    canonicalUrl: 'https://immo1.example.hu/',
    ogTitle: 'OG cím',
    ogDescription: 'OG leírás',
    ogImage: { url: 'https://immo1.example.hu/share-card/site.png?v=1&b=2', type: 'image/png' as const, width: 1200, height: 630, alt: 'Immo1 – "Otthon" <b>' },
    ogType: 'website' as const,
    robots: 'index,follow' as const,
  },
  siteName: 'Immo1',
  themeCss: ':root{--a:#000000}',
  themeColor: '#000000',
  facebookAppId: '123',
  jsonLd: { '@type': 'RealEstateAgent', name: '</script>' },
  assets: { script: '/assets/main-A.js', style: '/assets/main-B.css', preload: ['/assets/chunk-C.js'], routes: { home: ['/assets/HomePage-D.js'] }, mapView: [], mapViewLinks: '' },
  hydrate: true,
};

describe('documentHead', () => {
  it('makes "Ugrás a tartalomra", a plain link to main, the body\'s first element: the first Tab stop, before any script', () => {
    expect(documentHead(input)).toMatch(/<\/head><body><a href="#tartalom" class="[^"]+">Ugrás a tartalomra<\/a><div id="root">$/);
    expect(documentHead({ ...input, hydrate: false })).toContain('<body><a href="#tartalom"');
  });

  it('escapes the title and meta values', () => {
    const html = documentHead(input);
    expect(html).toContain('<title>Főoldal | &quot;Idézet&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta data-head name="description" content="Leírás &amp; más">');
    expect(html).toContain('<meta data-head property="og:image" content="https://immo1.example.hu/share-card/site.png?v=1&amp;b=2">');
    expect(html).toContain('<meta data-head property="og:image:alt" content="Immo1 – &quot;Otthon&quot; &lt;b&gt;">');
  });

  it('writes the share picture\'s size, type and alt text, and the same title, description and picture for X', () => {
    const html = documentHead(input);
    for (const tag of [
      '<meta data-head property="og:image:type" content="image/png">',
      '<meta data-head property="og:image:width" content="1200">',
      '<meta data-head property="og:image:height" content="630">',
      '<meta data-head name="twitter:card" content="summary_large_image">',
      '<meta data-head name="twitter:title" content="OG cím">',
      '<meta data-head name="twitter:description" content="OG leírás">',
      '<meta data-head name="twitter:image" content="https://immo1.example.hu/share-card/site.png?v=1&amp;b=2">',
      '<meta data-head name="twitter:image:alt" content="Immo1 – &quot;Otthon&quot; &lt;b&gt;">',
    ]) {
      expect(html).toContain(tag);
    }
  });

  it('writes Open Graph, canonical, stylesheet, the preloads of the first load and of the page\'s chunks, and JSON-LD before the root element', () => {
    const html = documentHead({ ...input, pageChunks: ['/assets/HomePage-D.js', '/assets/chunk-C.js', '/assets/chunk-E.js'] });
    expect(html.startsWith('<!doctype html><html lang="hu"><head>')).toBe(true);
    expect(html.endsWith('<div id="root">')).toBe(true);
    expect(html).toContain('<link data-head rel="canonical" href="https://immo1.example.hu/">');
    expect(html).toContain('<meta data-head property="og:locale" content="hu_HU">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-B.css">');
    // Each once, the first load first: a chunk both need is not asked for twice.
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/main-A.js"><link rel="modulepreload" href="/assets/chunk-C.js"><link rel="modulepreload" href="/assets/HomePage-D.js"><link rel="modulepreload" href="/assets/chunk-E.js"><style>',
    );
    expect(html).toContain('<script type="application/ld+json" data-head>{"@type":"RealEstateAgent","name":"\\u003c/script\\u003e"}</script>');
  });

  it('preloads the picture a page paints first with high priority, before the stylesheet', () => {
    const html = documentHead({ ...input, head: { ...input.head, preloadImage: '/media/property.svg?seed=5&type=1' } });
    const preload = '<link data-head rel="preload" as="image" href="/media/property.svg?seed=5&amp;type=1" fetchpriority="high">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(documentHead(input)).not.toContain('as="image"');
  });

  it('leaves out the canonical link and the preload when there is none', () => {
    const html = documentHead({ ...input, head: { ...input.head, canonicalUrl: null }, hydrate: false });
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('modulepreload');
  });
});

describe('documentTail', () => {
  it('carries the state and the client script when the page hydrates, and nothing otherwise', () => {
    expect(documentTail({ a: 1 }, 'site-state', input.assets, true)).toBe(
      '</div><script type="application/json" id="site-state">{"a":1}</script><script type="module" src="/assets/main-A.js"></script></body></html>',
    );
    expect(documentTail({ a: 1 }, 'site-state', input.assets, false)).toBe('</div></body></html>');
  });
});
