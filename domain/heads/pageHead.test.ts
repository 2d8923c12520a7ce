import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  agentPageHead,
  canonicalUrl,
  cmsPageHead,
  menuLabel,
  menuPageHead,
  notFoundPageHead,
  officePageHead,
  officesPageHead,
  officeTitle,
  textExcerpt,
  titleWithSite,
  unavailablePageHead,
} from './pageHead';
import { demoTenants, site, tenant } from './test/headTestSites';

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
    // The cover is an SVG, which social apps do not show: the site's card instead.
    expect(head.ogImage).toMatchObject({ url: expect.stringMatching(/^https:\/\/lakaspont\.example\.hu\/share-card\/site\.png\?v=[0-9a-f]{16}$/), type: 'image/png', width: 1200, height: 630 });
    expect(head.ogImage?.alt).toBe('Lakáspont');
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

  it('titles an office by name and city, shares its card, and gives a later page its own canonical URL', () => {
    const head = officePageHead(site, office, '/iroda/16');
    expect(head.title).toBe('Immo1 Győr – Győr');
    expect(head.description).toBe('Immo1 Győr: 9021 Győr, Baross Gábor út 15.');
    expect(head.ogImage).toMatchObject({ url: expect.stringMatching(/^https:\/\/lakaspont\.example\.hu\/share-card\/office\/16\.png\?v=[0-9a-f]{16}$/), type: 'image/png', width: 1200, height: 630 });
    expect(head.ogImage?.alt).toBe('Immo1 Győr – 9021 Győr, Baross Gábor út 15. – Lakáspont');
    expect(head.canonicalUrl).toBe('https://lakaspont.example.hu/iroda/16?page=2');
  });

  it('titles an agent by full name and shares the agent card when the profile banner is no PNG or JPEG', () => {
    const agent = {
      salesman: { id: 7, fullname: 'Kovács Norbert', photo_url: '/media/person.svg?seed=7', phone: null, email: null },
      sales_man_profile: { banner_url: '/media/cover.svg?seed=agent-7', introduction: null },
      office: { id: 16, name: 'Immo1 Győr', city: { id: 16, label: 'Győr' }, address: '', phone: null, email: null, picture_url: null },
      properties: { items: [], total: 0, page: 1, pageSize: 24 },
    };
    const head = agentPageHead(site, agent, '/uzletkoto/7');
    expect(head).toMatchObject({ title: 'Kovács Norbert', ogType: 'profile', canonicalUrl: 'https://lakaspont.example.hu/uzletkoto/7' });
    expect(head.ogImage).toMatchObject({ url: expect.stringMatching(/^https:\/\/lakaspont\.example\.hu\/share-card\/agent\/7\.png\?v=[0-9a-f]{16}$/), type: 'image/png', width: 1200, height: 630 });
    const banner = agentPageHead(site, { ...agent, sales_man_profile: { banner_url: '/kepek/borito.jpg', introduction: null } }, '/uzletkoto/7');
    expect(banner.ogImage).toEqual({ url: 'https://lakaspont.example.hu/kepek/borito.jpg', type: 'image/jpeg', width: null, height: null, alt: 'Kovács Norbert – Immo1 Győr' });
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

const demoOffice = {
  id: 13,
  name: 'Immo1 Budapest XIII. kerület',
  city: { label: 'Budapest' },
  address: '1134 Budapest, Váci út 76.',
  description: 'Irodánk 2011 óta segíti az eladókat.',
  picture_url: '/media/cover.svg?seed=office-13',
  properties: { page: 1 },
};

const demoAgent = {
  salesman: { id: 127, fullname: 'Dudás Edit', photo_url: '/media/person.svg?seed=127' },
  sales_man_profile: { banner_url: '/media/cover.svg?seed=agent-127', introduction: 'Tíz éve az újlipótvárosi lakások szakértője.' },
  office: { name: 'Immo1 Budapest XIII. kerület' },
  properties: { page: 1 },
};

describe.each(demoTenants)('the head of every route on $subdomain', (demo) => {
  const { site, siteUrl, menus } = tenant(demo);

  it('titles the home page "Főoldal" followed by the site title, shares the site card and names the canonical URL', () => {
    const head = menuPageHead(site, menuLabel(menus, '/', 'Főoldal'), '/');
    expect(head.title).toBe(`Főoldal | ${demo.siteName}`);
    expect(head.description).toBe(`${demo.siteName}: eladó lakások`);
    expect(head.canonicalUrl).toBe(`${siteUrl}/`);
    expect(head.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/site\\.png\\?v=[0-9a-f]{16}$`));
    expect(head.robots).toBe('index,follow');
  });

  it('titles /kereses by its menu label "Ingatlankínálat" followed by the site title', () => {
    expect(menuPageHead(site, menuLabel(menus, '/kereses', 'Ingatlankínálat'), '/kereses').title).toBe(`Ingatlankínálat | ${demo.siteName}`);
  });

  it('titles /irodaink "Irodáink" followed by the site title', () => {
    const head = officesPageHead(site, [{ county: { id: 1, label: 'Budapest' } }], '/irodaink');
    expect(head.title).toBe(`Irodáink | ${demo.siteName}`);
    expect(head.canonicalUrl).toBe(`${siteUrl}/irodaink`);
  });

  it('titles /iroda/{id} by the office name and city, shared with the office card', () => {
    const head = officePageHead(site, demoOffice, '/iroda/13');
    expect(head.title).toBe('Immo1 Budapest XIII. kerület – Budapest');
    expect(head.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/office/13\\.png\\?v=[0-9a-f]{16}$`));
    expect(head.description).toBe(demoOffice.description);
    expect(head.canonicalUrl).toBe(`${siteUrl}/iroda/13`);
  });

  it("titles /uzletkoto/{id} by the agent's full name, shared with the agent card (the demo banner is an SVG)", () => {
    const head = agentPageHead(site, demoAgent, '/uzletkoto/127');
    expect(head.title).toBe('Dudás Edit');
    expect(head.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/agent/127\\.png\\?v=[0-9a-f]{16}$`));
    expect(head.ogType).toBe('profile');
    const withoutBanner = agentPageHead(site, { ...demoAgent, sales_man_profile: { banner_url: null, introduction: null } }, '/uzletkoto/127');
    expect(withoutBanner.ogImage?.url).toBe(head.ogImage?.url);
    expect(withoutBanner.description).toBe('Dudás Edit – Immo1 Budapest XIII. kerület');
  });

  it('titles /oldal/{id} by the menu or footer entry with its URL, else by the page title', () => {
    expect(cmsPageHead(site, menus, { title: 'A CMS címe', content_html: '<p>Tartalom</p>' }, demo.menuPage.url).title).toBe(demo.menuPage.label);
    expect(cmsPageHead(site, menus, { title: 'A CMS címe', content_html: '<p>Tartalom</p>' }, '/oldal/999').title).toBe('A CMS címe');
  });

  it('titles any other page by its menu entry label followed by the site title', () => {
    expect(menuPageHead(site, 'Irodanyitás', '/irodanyitas').title).toBe(`Irodanyitás | ${demo.siteName}`);
  });

  it('keeps the not-found and unavailable views out of the index, without a canonical URL', () => {
    for (const head of [notFoundPageHead(site, '/nincs'), unavailablePageHead(site, '/iroda/13')]) {
      expect(head.robots).toBe('noindex');
      expect(head.canonicalUrl).toBeNull();
    }
    expect(notFoundPageHead(site, '/nincs').title).toBe(`Az oldal nem található | ${demo.siteName}`);
    expect(unavailablePageHead(site, '/iroda/13').title).toBe(`Az oldal átmenetileg nem érhető el | ${demo.siteName}`);
  });
});

describe('officeTitle', () => {
  it('is the office name alone when its city has no label', () => {
    expect(officeTitle({ name: 'Immo1 Győr', city: { label: '' } })).toBe('Immo1 Győr');
  });
});
