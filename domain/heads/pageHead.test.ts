import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../cms/listingSchemas';
import { buildMenus, type MenuEntry } from '../site/menu';
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
  propertyOgTitle,
  propertyPageHead,
  textExcerpt,
  titleWithSite,
  unavailablePageHead,
} from './pageHead';
import { siteDataFromRecord } from '../site/siteData';

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

const entry = (label: string, url: string, group: string): MenuEntry => ({ label, url, group, hidden: false, blank: false });

/** The four demo tenants as scripts/demo-data/tenants.sql writes them: site record and server menu entries. */
const demoTenants = [
  {
    subdomain: 'immo1',
    unit: { unit_type: 'franchise', unit_id: 1 },
    siteName: 'Immo1 Ingatlanhálózat',
    cover: '/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267',
    entries: [entry('Rólunk', '/oldal/1', 'main'), entry('Hitelügyintézés', '/oldal/2', 'main'), entry('Impresszum', '/oldal/3', 'footer'), entry('Kapcsolat', '/oldal/4', 'footer')],
    menuPage: { label: 'Rólunk', url: '/oldal/1' },
  },
  {
    subdomain: 'lakaspont',
    unit: { unit_type: 'franchise', unit_id: 2 },
    siteName: 'Lakáspont Ingatlan',
    cover: '/media/cover.svg?seed=lakaspont&color=7a1f2b&accent=e0a526',
    entries: [entry('Miért mi?', '/oldal/5', 'main'), entry('Impresszum', '/oldal/6', 'footer')],
    menuPage: { label: 'Miért mi?', url: '/oldal/5' },
  },
  {
    subdomain: 'budapest13',
    unit: { unit_type: 'office', unit_id: 13 },
    siteName: 'Immo1 Budapest XIII. kerület',
    cover: '/media/cover.svg?seed=budapest13&color=114b3c&accent=c9a227',
    entries: [entry('Csapatunk', '/oldal/7', 'main'), entry('Értékbecslés', '/oldal/8', 'main'), entry('Impresszum', '/oldal/9', 'footer')],
    menuPage: { label: 'Csapatunk', url: '/oldal/7' },
  },
  {
    subdomain: 'debrecen',
    unit: { unit_type: 'office', unit_id: 21 },
    siteName: 'Debreceni Ingatlaniroda',
    cover: '/media/cover.svg?seed=debrecen&color=3b2a6b&accent=f28c28',
    entries: [entry('Ingyenes értékbecslés', '/oldal/10', 'main'), entry('Impresszum', '/oldal/11', 'footer'), entry('Kapcsolat', '/oldal/12', 'footer')],
    menuPage: { label: 'Impresszum', url: '/oldal/11' },
  },
] as const;

function tenant(demo: (typeof demoTenants)[number]) {
  const siteUrl = `https://${demo.subdomain}.example.hu`;
  const site = siteDataFromRecord(
    {
      subdomain: demo.subdomain,
      ...demo.unit,
      corporate_identities: [{ logo_url: '/media/logo.svg', cover_picture_url: demo.cover, main_color: null, second_color: null }],
      public_site_setting: [
        { key: 'site_name', value: demo.siteName },
        { key: 'seo_description', value: `${demo.siteName}: eladó lakások` },
      ],
    },
    siteUrl,
  );
  return { site, siteUrl, menus: buildMenus(site, [...demo.entries]) };
}

const demoOffice = {
  id: 13,
  name: 'Immo1 Budapest XIII. kerület',
  city: { label: 'Budapest' },
  address: '1134 Budapest, Váci út 76.',
  description: 'Irodánk 2011 óta segíti az eladókat.',
  picture_url: '/media/cover.svg?seed=office-13',
  properties: { page: 1 },
};

const demoProperty = {
  id: 5,
  images: [],
  name: 'Eladó 2 szobás lakás, Budapest XIII. kerület',
  sale_status: { value: 0, label: 'eladó' },
  type: { label: 'Lakás' },
  price: 64_900_000,
  default_size: 48,
  lot_size: null,
  rooms: 2,
  address: { postal_code: '1134', city: { label: 'Budapest' }, district: { label: 'XIII. kerület' }, neighbourhood: null },
  description: { slogan: 'Világos lakás a Duna közelében' },
  og_image: null,
  main_image: '/media/property.svg?seed=1',
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

  it('titles /ingatlan/{id} by the listing name, with the Open Graph title, picture and slogan of SPEC section 2', () => {
    const head = propertyPageHead(site, demoProperty);
    expect(head.title).toBe(demoProperty.name);
    expect(head.ogTitle).toBe('Eladó lakás - Budapest');
    expect(head.ogDescription).toBe('Világos lakás a Duna közelében');
    expect(head.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/listing/5\\.png\\?v=[0-9a-f]{16}$`));
    expect(head.ogImage?.alt).toBe(`Eladó lakás, Budapest, XIII. kerület: 64,9 M Ft, 48 m², 2 szoba – ${demo.siteName}`);
    expect(head.ogType).toBe('article');
    expect(propertyPageHead(site, { ...demoProperty, og_image: '/media/og.png' }).ogImage?.url).toBe(`${siteUrl}/media/og.png`);
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


const listing: PropertyDetail = {
  id: 42,
  name: 'Napfényes 2 szobás lakás Győrben',
  main_image: '/media/property.svg?seed=1&type=1',
  og_image: '/media/property.svg?seed=1&type=1&og=1',
  images: [
    { position: 1, url: '/media/b.svg', caption: 'Konyha' },
    { position: 0, url: '/media/a.svg', caption: 'Nappali' },
  ],
  sale_status: { value: 0, label: 'Eladó' },
  type: { value: 1, label: 'Lakás' },
  price: 49_900_000,
  price_per_m2: 924_074,
  default_size: 54,
  net_size: 50,
  lot_size: null,
  rooms: 2,
  otthon_start: true,
  price_reduction: null,
  price_history: [],
  address: {
    city: { id: 136, label: 'Győr' },
    district: null,
    neighbourhood: null,
    county: { id: 8, label: 'Győr-Moson-Sopron vármegye' },
    street: 'Baross Gábor út 12.',
    postal_code: '9021',
  },
  description: { slogan: 'Belvárosi otthon, tágas erkéllyel', text: 'Leírás.' },
  features: [],
  energy_certificate: null,
  rental: null,
  franchise_id: 1,
  office: { id: 14, name: 'Immo1 Győr', city: { id: 136, label: 'Győr' }, address: '9021 Győr, Baross út 1.', phone: null, email: null, picture_url: null },
  agent: null,
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

describe('propertyOgTitle', () => {
  it('capitalises the sale status the Hungarian way and lower-cases the type', () => {
    expect(propertyOgTitle({ sale_status: { label: 'kiadó' }, type: { label: 'Családi ház' }, address: { city: { label: 'Érd' } } })).toBe('Kiadó családi ház - Érd');
  });

  it('is the sale status capitalised, the type, " - " and the city', () => {
    expect(propertyOgTitle(listing)).toBe('Eladó lakás - Győr');
    // A CMS that writes the status in lower case still gets it capitalised; the type reads as a common noun.
    expect(propertyOgTitle({ ...listing, sale_status: { label: 'lízingelhető' }, type: { label: 'Üzlethelyiség' } })).toBe('Lízingelhető üzlethelyiség - Győr');
  });
});

describe('propertyPageHead', () => {
  it('is titled by the name, shared with og_image (a JPEG) and the slogan, canonical at /ingatlan/{id}', () => {
    const head = propertyPageHead(site, { ...listing, og_image: '/kepek/42-og.jpg' });
    expect(head).toMatchObject({
      title: 'Napfényes 2 szobás lakás Győrben',
      description: 'Belvárosi otthon, tágas erkéllyel',
      ogTitle: 'Eladó lakás - Győr',
      ogDescription: 'Belvárosi otthon, tágas erkéllyel',
      ogImage: { url: 'https://lakaspont.example.hu/kepek/42-og.jpg', type: 'image/jpeg', width: null, height: null, alt: 'Eladó lakás - Győr: Napfényes 2 szobás lakás Győrben' },
      canonicalUrl: 'https://lakaspont.example.hu/ingatlan/42',
      robots: 'index,follow',
    });
  });

  it('shares the main picture when the listing has no og_image, and the card when neither is a PNG or JPEG', () => {
    const raster = { ...listing, main_image: '/kepek/42.png' };
    expect(propertyPageHead(site, { ...raster, og_image: null }).ogImage?.url).toBe('https://lakaspont.example.hu/kepek/42.png');
    expect(propertyPageHead(site, { ...raster, og_image: '' }).ogImage?.url).toBe('https://lakaspont.example.hu/kepek/42.png');
    expect(propertyPageHead(site, { ...raster, og_image: '/media/property.svg?og=1' }).ogImage?.url).toBe('https://lakaspont.example.hu/kepek/42.png');
    expect(propertyPageHead(site, listing).ogImage?.url).toMatch(/^https:\/\/lakaspont\.example\.hu\/share-card\/listing\/42\.png\?v=[0-9a-f]{16}$/);
  });

  it('names a new card address when the price changes', () => {
    expect(propertyPageHead(site, { ...listing, price: 48_900_000 }).ogImage?.url).not.toBe(propertyPageHead(site, listing).ogImage?.url);
  });

  it('preloads the gallery’s first picture by position, else the main picture, else nothing', () => {
    expect(propertyPageHead(site, listing).preloadImage).toBe('/media/a.svg');
    expect(propertyPageHead(site, { ...listing, images: [] }).preloadImage).toBe('/media/property.svg?seed=1&type=1');
    expect(propertyPageHead(site, { ...listing, images: [], main_image: null }).preloadImage).toBeNull();
  });
});
