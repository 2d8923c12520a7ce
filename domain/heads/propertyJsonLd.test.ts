import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../cms/listingSchemas';
import { propertyJsonLd } from './propertyJsonLd';
import { headTestListing } from './test/headTestListing';
import { site } from './test/headTestSites';

const listing: PropertyDetail = headTestListing;

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
