import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../../../domain/cms/listingSchemas';
import type { SiteData } from '../../../domain/site/siteData';
import { headTestListing } from '../../../domain/heads/test/headTestListing';
import { demoTenants, headArgs, site, tenant } from '../../../domain/heads/test/headTestSites';
import { head, type PropertyHeadFields, propertyOgTitle } from './propertyHead';

/** The head of a listing: its path is the listing's own, whatever the data. */
const propertyHead = (on: SiteData, property: PropertyHeadFields) => head(headArgs(on, `/ingatlan/${property.id}`, property));

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

describe.each(demoTenants)('the head of /ingatlan/{id} on $subdomain', (demo) => {
  const { site, siteUrl } = tenant(demo);

  it('titles /ingatlan/{id} by the listing name, with the Open Graph title, picture and slogan of SPEC section 2', () => {
    const head = propertyHead(site, demoProperty);
    expect(head.title).toBe(demoProperty.name);
    expect(head.ogTitle).toBe('Eladó lakás - Budapest');
    expect(head.ogDescription).toBe('Világos lakás a Duna közelében');
    expect(head.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/listing/5\\.png\\?v=[0-9a-f]{16}$`));
    expect(head.ogImage?.alt).toBe(`Eladó lakás, Budapest, XIII. kerület: 64,9 M Ft, 48 m², 2 szoba – ${demo.siteName}`);
    expect(head.ogType).toBe('article');
    expect(propertyHead(site, { ...demoProperty, og_image: '/media/og.png' }).ogImage?.url).toBe(`${siteUrl}/media/og.png`);
  });
});

const listing: PropertyDetail = {
  ...headTestListing,
  main_image: '/media/property.svg?seed=1&type=1',
  og_image: '/media/property.svg?seed=1&type=1&og=1',
  images: [
    { position: 1, url: '/media/b.svg', caption: 'Konyha' },
    { position: 0, url: '/media/a.svg', caption: 'Nappali' },
  ],
  otthon_start: true,
  description: { slogan: 'Belvárosi otthon, tágas erkéllyel', text: 'Leírás.' },
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

describe('the head of /ingatlan/{id}', () => {
  it('is titled by the name, shared with og_image (a JPEG) and the slogan, canonical at /ingatlan/{id}', () => {
    const head = propertyHead(site, { ...listing, og_image: '/kepek/42-og.jpg' });
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
    expect(propertyHead(site, { ...raster, og_image: null }).ogImage?.url).toBe('https://lakaspont.example.hu/kepek/42.png');
    expect(propertyHead(site, { ...raster, og_image: '' }).ogImage?.url).toBe('https://lakaspont.example.hu/kepek/42.png');
    expect(propertyHead(site, { ...raster, og_image: '/media/property.svg?og=1' }).ogImage?.url).toBe('https://lakaspont.example.hu/kepek/42.png');
    expect(propertyHead(site, listing).ogImage?.url).toMatch(/^https:\/\/lakaspont\.example\.hu\/share-card\/listing\/42\.png\?v=[0-9a-f]{16}$/);
  });

  it('names a new card address when the price changes', () => {
    expect(propertyHead(site, { ...listing, price: 48_900_000 }).ogImage?.url).not.toBe(propertyHead(site, listing).ogImage?.url);
  });

  it('preloads the gallery’s first picture by position, else the main picture, else nothing', () => {
    expect(propertyHead(site, listing).preloadImage).toBe('/media/a.svg');
    expect(propertyHead(site, { ...listing, images: [] }).preloadImage).toBe('/media/property.svg?seed=1&type=1');
    expect(propertyHead(site, { ...listing, images: [], main_image: null }).preloadImage).toBeNull();
  });
});
