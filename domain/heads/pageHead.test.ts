import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, titledPageHead, titleWithSite } from './pageHead';
import { site } from './test/headTestSites';

describe('titleWithSite', () => {
  it('puts the menu label before the site title', () => {
    expect(titleWithSite('Ingatlankínálat', 'Lakáspont')).toBe('Ingatlankínálat | Lakáspont');
    expect(titleWithSite('', 'Lakáspont')).toBe('Lakáspont');
  });
});

describe('absoluteUrl', () => {
  it('resolves relative URLs against the site and keeps absolute ones', () => {
    expect(absoluteUrl('/media/a.svg', 'https://x.example.hu')).toBe('https://x.example.hu/media/a.svg');
    expect(absoluteUrl('https://cdn.example.hu/a.jpg', 'https://x.example.hu')).toBe('https://cdn.example.hu/a.jpg');
    expect(absoluteUrl(null, 'https://x.example.hu')).toBeNull();
  });
});

describe('titledPageHead', () => {
  it('titles the page by label and site, describes it by the SEO text and shares the cover picture', () => {
    const head = titledPageHead(site, 'Főoldal', '/');
    expect(head.title).toBe('Főoldal | Lakáspont');
    expect(head.description).toBe('Lakások Budapesten');
    expect(head.canonicalUrl).toBe('https://lakaspont.example.hu/');
    // The cover is an SVG, which social apps do not show: the site's card instead.
    expect(head.ogImage).toMatchObject({ url: expect.stringMatching(/^https:\/\/lakaspont\.example\.hu\/share-card\/site\.png\?v=[0-9a-f]{16}$/), type: 'image/png', width: 1200, height: 630 });
    expect(head.ogImage?.alt).toBe('Lakáspont');
  });
});

describe('canonicalUrl', () => {
  it('keeps every path on the site’s own host, even one that starts with two slashes', () => {
    expect(canonicalUrl(site, '/kereses')).toBe('https://lakaspont.example.hu/kereses');
    expect(canonicalUrl(site, '//evil.example/x')).toBe('https://lakaspont.example.hu//evil.example/x');
    expect(canonicalUrl(site, '//%')).toBe('https://lakaspont.example.hu//%');
  });
});
