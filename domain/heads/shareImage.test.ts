import { describe, expect, it } from 'vitest';
import { siteShareCard } from './shareCard';
import { rasterTypeOf, shareImage } from './shareImage';
import { siteDataFromRecord } from '../site/siteData';

const siteUrl = 'https://immo1.example.hu';
const site = siteDataFromRecord(
  { subdomain: 'immo1', unit_type: 'franchise', unit_id: 1, corporate_identities: [], public_site_setting: [{ key: 'site_name', value: 'Immo1' }] },
  siteUrl,
);
const card = siteShareCard(site);

describe('rasterTypeOf', () => {
  it('knows PNG and JPEG by the path, whatever the case and the query', () => {
    expect(rasterTypeOf('/kepek/1.JPG?w=1200', siteUrl)).toBe('image/jpeg');
    expect(rasterTypeOf('https://cdn.example.hu/a.jpeg', siteUrl)).toBe('image/jpeg');
    expect(rasterTypeOf('/a.png#x', siteUrl)).toBe('image/png');
  });

  it('refuses what social apps may not show: SVG, WebP alone, no extension, a .png only in the query', () => {
    expect(rasterTypeOf('/media/property.svg?seed=1&og=1', siteUrl)).toBeNull();
    expect(rasterTypeOf('/a.webp', siteUrl)).toBeNull();
    expect(rasterTypeOf('/kep', siteUrl)).toBeNull();
    expect(rasterTypeOf('/kep?f=a.png', siteUrl)).toBeNull();
    expect(rasterTypeOf('http://[bad', siteUrl)).toBeNull();
  });
});

describe('shareImage', () => {
  it('takes the first raster picture of the CMS, absolute, without a size it cannot know', () => {
    expect(shareImage(siteUrl, [null, '/og.svg', '/kepek/fo.jpg', '/b.png'], 'Eladó lakás', { kind: 'listing', id: 1 }, card)).toEqual({
      url: 'https://immo1.example.hu/kepek/fo.jpg',
      type: 'image/jpeg',
      width: null,
      height: null,
      alt: 'Eladó lakás',
    });
  });

  it('names a card over a photo as a JPEG', () => {
    const photoCard = { ...card, picture: '/kepek/borito.jpg' };
    expect(shareImage(siteUrl, [], '', { kind: 'site' }, photoCard)).toMatchObject({ type: 'image/jpeg', width: 1200, height: 630, url: expect.stringMatching(/\/share-card\/site\.jpg\?v=/) });
  });

  it('otherwise names the card on the tenant origin, 1200×630 PNG, described by the card', () => {
    const image = shareImage(siteUrl, ['/media/property.svg?seed=1'], 'x', { kind: 'site' }, card);
    expect(image).toMatchObject({ type: 'image/png', width: 1200, height: 630, alt: 'Immo1' });
    expect(image.url).toMatch(/^https:\/\/immo1\.example\.hu\/share-card\/site\.png\?v=[0-9a-f]{16}$/);
  });
});
