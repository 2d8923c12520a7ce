import { describe, expect, it } from 'vitest';
import { agentShareCard, clipped, contentHash, shareCardFormat, type ListingCardFields, listingShareCard, officeShareCard, shareCardAlt, shareCardPath, shareCardVersion, siteShareCard } from './shareCard';
import { shareCardSchema } from './shareCardSchema';
import { siteDataFromRecord } from '../site/siteData';

const site = siteDataFromRecord(
  {
    subdomain: 'immo1',
    unit_type: 'franchise',
    unit_id: 1,
    corporate_identities: [{ logo_url: '/media/logo.svg?label=Immo1', cover_picture_url: '/media/cover.svg?seed=immo1', main_color: '#0B3D5C', second_color: '#b79267' }],
    public_site_setting: [
      { key: 'site_name', value: 'Immo1 Ingatlanhálózat' },
      { key: 'slogen', value: 'Az otthon, ahol a történeted folytatódik' },
    ],
  },
  'https://immo1.example.hu',
);

const flat: ListingCardFields = {
  main_image: '/media/property.svg?seed=7&type=1',
  price: 49_900_000,
  sale_status: { value: 0, label: 'eladó' },
  type: { label: 'Lakás' },
  default_size: 65,
  lot_size: null,
  rooms: 3,
  address: { postal_code: '1134', city: { label: 'Budapest' }, district: { label: 'XIII. kerület' }, neighbourhood: { label: 'Angyalföld' } },
};

describe('listingShareCard', () => {
  it('shows a sale price in millions, the size and rooms, the place without postcode or street, and the sale status with the type', () => {
    const card = listingShareCard(site, { ...flat, address: { ...flat.address, street: 'Lehel utca 59.' } } as ListingCardFields);
    expect(card).toMatchObject({ kind: 'listing', heading: 'Eladó lakás', price: '49,9 M Ft', facts: ['65 m²', '3 szoba'], place: 'Budapest, XIII. kerület, Angyalföld', picture: flat.main_image });
  });

  it('shows a rent as a monthly fee, with the thousands grouped the Hungarian way', () => {
    const card = listingShareCard(site, { ...flat, price: 180_000, sale_status: { value: 1, label: 'kiadó' } });
    expect(card.kind === 'listing' && card.price).toBe('180\u00a0000 Ft/hó');
    expect(card.kind === 'listing' && card.heading).toBe('Kiadó lakás');
  });

  it('names a plot by its plot area and leaves out what the listing does not state', () => {
    const card = listingShareCard(site, { ...flat, type: { label: 'Telek' }, default_size: null, lot_size: 1200, rooms: null });
    expect(card.kind === 'listing' && card.facts).toEqual(['1\u00a0200 m² telek']);
  });

  it('carries the tenant look: name, logo and colours (lower case, as the theme has them)', () => {
    expect(listingShareCard(site, flat).brand).toEqual({ siteName: 'Immo1 Ingatlanhálózat', logo: '/media/logo.svg?label=Immo1', primaryColor: '#0b3d5c', secondaryColor: '#b79267' });
  });

  it('makes cards the card worker accepts', () => {
    for (const card of [listingShareCard(site, flat), siteShareCard(site), agentShareCard(site, { fullname: 'Kovács Anna', photo_url: null, officeName: 'Immo1 XIII.' })]) {
      expect(shareCardSchema.safeParse(card).success).toBe(true);
    }
  });
});

describe('clipped', () => {
  it('cuts a text over the limit with an ellipsis, counting characters rather than UTF-16 units', () => {
    expect(clipped('Lakáspont Ingatlan', 9)).toBe('Lakáspon…');
    expect(clipped('Győr', 4)).toBe('Győr');
    expect([...clipped('ő'.repeat(500), 120)].length).toBe(120);
  });

  it('keeps every card of a tenant with overlong CMS texts acceptable to the card worker', () => {
    const long = { ...site, siteName: 'Ő'.repeat(500), slogen: 'ű'.repeat(900) };
    const cards = [
      siteShareCard(long),
      listingShareCard(long, { ...flat, address: { ...flat.address, neighbourhood: { label: 'x'.repeat(400) } } }),
      agentShareCard(long, { fullname: 'n'.repeat(300), photo_url: null, officeName: 'o'.repeat(400) }),
      officeShareCard(long, { name: 'i'.repeat(300), address: 'c'.repeat(900), picture_url: null }),
    ];
    for (const card of cards) expect(shareCardSchema.safeParse(card).success).toBe(true);
  });
});

describe('shareCardVersion', () => {
  it('changes with the price, the picture and the colours, and stays the same for the same card', () => {
    const base = shareCardVersion(listingShareCard(site, flat));
    expect(shareCardVersion(listingShareCard(site, { ...flat }))).toBe(base);
    expect(shareCardVersion(listingShareCard(site, { ...flat, price: 48_900_000 }))).not.toBe(base);
    expect(shareCardVersion(listingShareCard(site, { ...flat, main_image: '/media/property.svg?seed=8&type=1' }))).not.toBe(base);
    expect(shareCardVersion(listingShareCard({ ...site, primaryColor: '#7a1f2b' }, flat))).not.toBe(base);
    expect(shareCardVersion(listingShareCard({ ...site, logoUrl: '/media/logo.svg?label=Uj' }, flat))).not.toBe(base);
  });

  it('is 16 hex digits', () => {
    expect(shareCardVersion(siteShareCard(site))).toMatch(/^[0-9a-f]{16}$/);
    expect(contentHash('')).toBe('cbf29ce484222325');
    expect(contentHash('a')).not.toBe(contentHash('b'));
  });
});

describe('shareCardPath', () => {
  it('names the subject and the version', () => {
    const card = listingShareCard(site, flat);
    expect(shareCardPath({ kind: 'listing', id: 42 }, card)).toBe(`/share-card/listing/42.png?v=${shareCardVersion(card)}`);
    expect(shareCardPath({ kind: 'site' }, siteShareCard(site))).toMatch(/^\/share-card\/site\.png\?v=[0-9a-f]{16}$/);
  });
});

describe('shareCardFormat', () => {
  it('draws a card over a photo as a JPEG (named .jpg) and every other card as a PNG', () => {
    const photo = officeShareCard(site, { name: 'x', address: 'y', picture_url: 'https://cdn.example.hu/irodak/13.JPG?w=1600' });
    expect(shareCardFormat(photo)).toBe('jpeg');
    expect(shareCardPath({ kind: 'office', id: 13 }, photo)).toMatch(/^\/share-card\/office\/13\.jpg\?v=[0-9a-f]{16}$/);
    expect(shareCardFormat(listingShareCard(site, { ...flat, main_image: '/kepek/1.webp' }))).toBe('jpeg');
    expect(shareCardFormat(listingShareCard(site, flat))).toBe('png');
    expect(shareCardFormat(listingShareCard(site, { ...flat, main_image: null }))).toBe('png');
    expect(shareCardFormat(siteShareCard(site))).toBe('png');
  });
});

describe('shareCardAlt', () => {
  it('describes each kind of card in Hungarian', () => {
    expect(shareCardAlt(listingShareCard(site, flat))).toBe('Eladó lakás, Budapest, XIII. kerület, Angyalföld: 49,9 M Ft, 65 m², 3 szoba – Immo1 Ingatlanhálózat');
    expect(shareCardAlt(agentShareCard(site, { fullname: 'Kovács Anna', photo_url: null, officeName: 'Immo1 XIII.' }))).toBe('Kovács Anna értékesítő fényképe, Immo1 XIII. – Immo1 Ingatlanhálózat');
    expect(shareCardAlt(siteShareCard(site))).toBe('Immo1 Ingatlanhálózat – Az otthon, ahol a történeted folytatódik');
    expect(shareCardAlt(officeShareCard(site, { name: 'Immo1 Győr', address: '9021 Győr, Baross út 1.', picture_url: null }))).toBe('Immo1 Győr – 9021 Győr, Baross út 1. – Immo1 Ingatlanhálózat');
  });

  it('shows the office picture on its card, and the site cover where the office has none', () => {
    expect(officeShareCard(site, { name: 'x', address: 'y', picture_url: '/kep.jpg' }).picture).toBe('/kep.jpg');
    expect(officeShareCard(site, { name: 'x', address: 'y', picture_url: null }).picture).toBe('/media/cover.svg?seed=immo1');
  });
});
