import { describe, expect, it } from 'vitest';
import { headTags } from './headTags';
import type { PageHead } from './pageHead';

const head: PageHead = {
  title: 'Eladó lakás | Immo1',
  description: 'Leírás',
  canonicalUrl: 'https://immo1.example.hu/ingatlan/5',
  ogTitle: 'Eladó lakás - Budapest',
  ogDescription: 'Napfényes otthon',
  ogImage: { url: 'https://immo1.example.hu/share-card/listing/5.png?v=0123456789abcdef', type: 'image/png', width: 1200, height: 630, alt: 'Eladó lakás, Budapest: 49,9 M Ft' },
  ogType: 'article',
  robots: 'index,follow',
};

/** The content of each meta tag, by its key. */
const metas = (tags: ReturnType<typeof headTags>) => new Map(tags.flatMap((t) => (t.kind === 'meta' ? [[t.key, t.content] as const] : [])));

describe('headTags', () => {
  it('describes the share picture for Open Graph: address, type, size and alt text', () => {
    const tags = metas(headTags(head, { siteName: 'Immo1', facebookAppId: null }));
    expect(tags.get('og:image')).toBe(head.ogImage?.url);
    expect(tags.get('og:image:type')).toBe('image/png');
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    expect(tags.get('og:image:alt')).toBe('Eladó lakás, Budapest: 49,9 M Ft');
  });

  it('gives X a large picture card with the same title, description, picture and alt text as Open Graph', () => {
    const tags = metas(headTags(head, { siteName: 'Immo1', facebookAppId: null }));
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
    expect(tags.get('twitter:description')).toBe(tags.get('og:description'));
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    expect(tags.get('twitter:image:alt')).toBe(tags.get('og:image:alt'));
  });

  it('leaves out the size of a CMS picture it does not know, and every picture tag when there is no picture', () => {
    const cmsPicture = metas(headTags({ ...head, ogImage: { url: 'https://cdn.example.hu/a.jpg', type: 'image/jpeg', width: null, height: null, alt: 'A lakás' } }, { siteName: 'Immo1', facebookAppId: null }));
    expect(cmsPicture.get('og:image:type')).toBe('image/jpeg');
    expect(cmsPicture.has('og:image:width')).toBe(false);
    const none = metas(headTags({ ...head, ogImage: null }, { siteName: 'Immo1', facebookAppId: null }));
    expect([...none.keys()].filter((k) => k.includes('image'))).toEqual([]);
    expect(none.get('twitter:card')).toBe('summary');
  });
});
