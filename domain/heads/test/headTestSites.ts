/**
 * @module The sites the head tests are written against (domain/heads and each route's head in
 * client/routes/): one franchise site whose cover is an SVG, and the four demo tenants with their menus,
 * so every route's head is checked on every kind of site.
 */
import { buildMenus, type MenuEntry, type Menus } from '../../site/menu';
import { type SiteData, siteDataFromRecord } from '../../site/siteData';

/** A franchise site whose cover is an SVG (which social apps do not show), described by its SEO text. */
export const site = siteDataFromRecord(
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

const entry = (label: string, url: string, group: string): MenuEntry => ({ label, url, group, hidden: false, blank: false });

/** The four demo tenants as scripts/demo-data/tenants.sql writes them: site record and server menu entries. */
export const demoTenants = [
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

type DemoTenant = (typeof demoTenants)[number];

/** A demo tenant's site, its address and its menus, as the worker builds them from its record. */
export function tenant(demo: DemoTenant) {
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

const noMenus: Menus = { menuEntries: [], footerMenuEntries: [] };

/** What a route's head is computed from: the site, its menus (none unless given), the page's address and its data. */
export function headArgs<Data>(site: SiteData, path: string, data: Data, menus: Menus = noMenus) {
  return { site, menus, url: new URL(path, site.siteUrl), data };
}
