import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../cms/listingSchemas';
import { propertyJsonLd } from './propertyJsonLd';
import { site } from './test/headTestSites';

const listing: PropertyDetail = {
  id: 42,
  name: 'Napfényes 2 szobás lakás Győrben',
  main_image: null,
  og_image: null,
  images: [],
  sale_status: { value: 0, label: 'Eladó' },
  type: { value: 1, label: 'Lakás' },
  price: 49_900_000,
  price_per_m2: 924_074,
  default_size: 54,
  net_size: 50,
  lot_size: null,
  rooms: 2,
  otthon_start: false,
  price_reduction: null,
  price_history: [],
  market_place: null,
  location: null,
  address: {
    city: { id: 136, label: 'Győr' },
    district: null,
    neighbourhood: null,
    county: { id: 8, label: 'Győr-Moson-Sopron vármegye' },
    street: 'Baross Gábor út 12.',
    postal_code: '9021',
  },
  description: { slogan: 'Belvárosi otthon', text: 'Leírás.' },
  features: [],
  energy_certificate: null,
  rental: null,
  franchise_id: 1,
  office: { id: 14, name: 'Immo1 Győr', city: { id: 136, label: 'Győr' }, address: '9021 Győr, Baross út 1.', phone: null, email: null, picture_url: null },
  agent: null,
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

/** The place node (mainEntity) of the listing's JSON-LD. */
function placeOf(property: PropertyDetail): Record<string, unknown> {
  const graph = propertyJsonLd(site, property)['@graph'];
  return (graph[0] as { mainEntity: Record<string, unknown> }).mainEntity;
}

describe('propertyJsonLd', () => {
  it('gives the place its GeoCoordinates for a listing placed exactly or on its street', () => {
    for (const precision of ['exact', 'street'] as const) {
      expect(placeOf({ ...listing, location: { latitude: 47.68712, longitude: 17.63508, precision } }).geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: 47.68712,
        longitude: 17.63508,
      });
    }
  });

  it('publishes no coordinates for an area listing or one with no location', () => {
    expect(placeOf({ ...listing, location: { latitude: 47.685, longitude: 17.635, precision: 'area' } })).not.toHaveProperty('geo');
    expect(placeOf(listing)).not.toHaveProperty('geo');
  });
});
