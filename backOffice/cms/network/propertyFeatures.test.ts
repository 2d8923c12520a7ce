import { describe, expect, it } from 'vitest';
import { valueMask } from '../../../domain/search/filterOptionLists';
import { energyCertificate, type FeatureColumns, listingFeatures } from './propertyFeatures';

const none: FeatureColumns = {
  condition: null,
  energy_certificate: null,
  building_condition: null,
  floor: null,
  surrounding: null,
  structure: null,
  accessibility: null,
  heating: null,
  cooling: null,
  orientation: null,
  car: null,
  outlook: null,
  noisiness: null,
  disabled: null,
  garden: null,
  terrace: null,
  airbnb: null,
  insulation: null,
  furnished: null,
  public_utility_mask: 0,
  equipment_mask: 0,
  discounts_mask: 0,
};

describe('listingFeatures', () => {
  it('lists only the features a listing has, in the filter order, furnished last', () => {
    const features = listingFeatures({ ...none, furnished: 0, terrace: 2, condition: 3, equipment_mask: valueMask([12, 1]) }, new Map());
    expect(features.map((f) => f.key)).toEqual(['condition', 'terrace', 'equipment', 'furnished']);
    expect(features.at(-1)).toEqual({ key: 'furnished', label: 'Bútorozott', values: [{ value: 0, label: 'Nem' }] });
  });

  it('decodes a bit mask into each value with its label, smallest first', () => {
    const [equipment] = listingFeatures({ ...none, equipment_mask: valueMask([12, 1]) }, new Map());
    expect(equipment).toEqual({ key: 'equipment', label: 'Felszereltség', values: [{ value: 1, label: 'Beépített konyha' }, { value: 12, label: 'Lift' }] });
  });

  it('prefers the label the CMS stores, and falls back to the seed list, then the number', () => {
    const stored = new Map([['heating:1', 'Cirkófűtés']]);
    const labels = (heating: number) => listingFeatures({ ...none, heating }, stored)[0]?.values[0]?.label;
    expect(labels(1)).toBe('Cirkófűtés');
    expect(labels(4)).toBe('Távfűtés');
    expect(labels(99)).toBe('99');
  });

  it('answers no features for a listing without any', () => {
    expect(listingFeatures(none, new Map())).toEqual([]);
  });
});

describe('energyCertificate', () => {
  it('places a class on its scale, best first', () => {
    expect(energyCertificate(1, new Map())).toMatchObject({ code: 'A+++', scale: 'current', rank: 1 });
    expect(energyCertificate(112, new Map())).toMatchObject({ code: 'JJ', scale: 'old', rank: 12, scale_classes: expect.arrayContaining(['AA++', 'JJ']) });
  });

  it('answers null without a certificate or for a value no class has', () => {
    expect(energyCertificate(null, new Map())).toBeNull();
    expect(energyCertificate(50, new Map())).toBeNull();
  });
});
