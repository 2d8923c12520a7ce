import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, menuPageHead, notFoundPageHead, titleWithSite } from './pageHead';
import { siteDataFromRecord } from './siteData';

const site = siteDataFromRecord(
  {
    subdomain: 'lakaspont',
    unit_type: 'franchise',
    unit_id: 2,
    corporate_identities: [{ logo_url: '/media/logo.svg', cover_picture_url: '/media/cover.svg?a=1', main_color: null, second_color: null }],
    public_site_setting: [
      { key: 'site_name', value: 'Lakáspont' },
      { key: 'seo_description', value: 'Lakások Budapesten' },
    ],
  },
  'https://lakaspont.example.hu',
);

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

describe('menuPageHead', () => {
  it('titles the page by label and site, describes it by the SEO text and shares the cover picture', () => {
    const head = menuPageHead(site, 'Főoldal', '/');
    expect(head.title).toBe('Főoldal | Lakáspont');
    expect(head.description).toBe('Lakások Budapesten');
    expect(head.canonicalUrl).toBe('https://lakaspont.example.hu/');
    expect(head.ogImage).toBe('https://lakaspont.example.hu/media/cover.svg?a=1');
  });
});

describe('notFoundPageHead', () => {
  it('titles the view in Hungarian, keeps it out of the index and names no canonical URL', () => {
    const head = notFoundPageHead(site, '/nincs');
    expect(head.title).toBe('Az oldal nem található | Lakáspont');
    expect(head.robots).toBe('noindex');
    expect(head.canonicalUrl).toBeNull();
  });
});

describe('canonicalUrl', () => {
  it('keeps every path on the site’s own host, even one that starts with two slashes', () => {
    expect(canonicalUrl(site, '/kereses')).toBe('https://lakaspont.example.hu/kereses');
    expect(canonicalUrl(site, '//evil.example/x')).toBe('https://lakaspont.example.hu//evil.example/x');
    expect(canonicalUrl(site, '//%')).toBe('https://lakaspont.example.hu//%');
  });
});
