import { describe, expect, it } from 'vitest';
import { absoluteUrl, agentPageHead, canonicalUrl, cmsPageHead, menuPageHead, notFoundPageHead, officePageHead, officesPageHead, textExcerpt, titleWithSite } from './pageHead';
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

describe('network page heads', () => {
  const office = {
    id: 16,
    name: 'Immo1 Győr',
    franchise: { id: 1, label: 'Immo1' },
    city: { id: 16, label: 'Győr' },
    county: { id: 8, label: 'Győr-Moson-Sopron vármegye' },
    district: null,
    address: '9021 Győr, Baross Gábor út 15.',
    phone: '+36 96 555 0101',
    email: 'gyor@immo1.example',
    description: null,
    picture_url: '/media/cover.svg?seed=office-16',
    opening_hours: [],
    agents: [],
    properties: { items: [], total: 30, page: 2, pageSize: 24 },
  };

  it('titles an office by name and city, shares its picture as an absolute URL, and gives a later page its own canonical URL', () => {
    const head = officePageHead(site, office, '/iroda/16');
    expect(head.title).toBe('Immo1 Győr - Győr');
    expect(head.description).toBe('Immo1 Győr: 9021 Győr, Baross Gábor út 15.');
    expect(head.ogImage).toBe('https://lakaspont.example.hu/media/cover.svg?seed=office-16');
    expect(head.canonicalUrl).toBe('https://lakaspont.example.hu/iroda/16?page=2');
  });

  it('titles an agent by full name and shares the profile banner', () => {
    const agent = {
      salesman: { id: 7, fullname: 'Kovács Norbert', photo_url: '/media/person.svg?seed=7', phone: null, email: null },
      sales_man_profile: { banner_url: '/media/cover.svg?seed=agent-7', introduction: null },
      office: { id: 16, name: 'Immo1 Győr', city: { id: 16, label: 'Győr' }, address: '', phone: null, email: null, picture_url: null },
      properties: { items: [], total: 0, page: 1, pageSize: 24 },
    };
    const head = agentPageHead(site, agent, '/uzletkoto/7');
    expect(head).toMatchObject({ title: 'Kovács Norbert', ogType: 'profile', ogImage: 'https://lakaspont.example.hu/media/cover.svg?seed=agent-7', canonicalUrl: 'https://lakaspont.example.hu/uzletkoto/7' });
    expect(head.description).toBe('Kovács Norbert – Immo1 Győr');
  });

  it('describes the offices page by how many offices there are in how many counties', () => {
    const head = officesPageHead(site, [office, { ...office, county: { id: 1, label: 'Budapest' } }, office], '/irodaink');
    expect(head.title).toBe('Irodáink | Lakáspont');
    expect(head.description).toMatch(/^Lakáspont: 3 iroda 2 vármegyében/);
  });

  it('titles a CMS page by its menu entry and describes it by its first words', () => {
    const menus = { menuEntries: [{ label: 'Rólunk', url: '/oldal/1', group: 'main', hidden: false, blank: false }], footerMenuEntries: [] };
    const page = { id: 1, title: 'Saját cím', content_html: '<h2>Rólunk</h2><p>Az Immo1 &amp; társai</p>', updated_at: '2026-01-01T00:00:00Z' };
    const head = cmsPageHead(site, menus, page, '/oldal/1');
    expect(head.title).toBe('Rólunk');
    expect(head.description).toBe('Rólunk Az Immo1 & társai');
  });
});

describe('textExcerpt', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    expect(textExcerpt('<p>egy kettő három négy</p>', 12)).toBe('egy kettő…');
    expect(textExcerpt('<p>rövid</p>', 12)).toBe('rövid');
  });
});
