import { describe, expect, it } from 'vitest';
import { filterDropdownTypes } from './filterDropdowns';
import {
  arrayFields,
  furtherFilterFields,
  mainFilterFields,
  formatPrice,
  forintsToMillions,
  millionsToForints,
  numericInputProblem,
  numericOnlyFields,
  numericOnlyMessage,
  parseNumericInput,
  parsePlaceId,
  placeId,
  searchFilterFields,
  whereInFields,
  wholeNumberMessage,
} from './searchFilter';

const field = (name: string) => searchFilterFields.find((f) => f.name === name);

describe('searchFilterFields', () => {
  it('lists the form fields in SPEC order: the twelve named ones, the further multi-selects, furnished, then the rental terms and the price-reduced flag', () => {
    expect(searchFilterFields.map((f) => f.name)).toEqual([
      'id',
      'city',
      'country',
      'price',
      'default_size',
      'property_types',
      'sale_status',
      'net_size',
      'lot_size',
      'condition',
      'otthon_start_hitel_filter',
      'rooms',
      'energy_certificate',
      'building_condition',
      'floor',
      'surrounding',
      'structure',
      'accessibility',
      'heating',
      'cooling',
      'orientation',
      'car',
      'outlook',
      'noisiness',
      'disabled',
      'garden',
      'terrace',
      'public_utility',
      'equipment',
      'airbnb',
      'insulation',
      'discounts',
      'furnished',
      'pets_allowed',
      'price_reduced',
      'area',
    ]);
  });

  it('feeds every filter dropdown type to exactly one field', () => {
    const dropdowns = searchFilterFields.flatMap((f) => ('dropdown' in f ? [f.dropdown] : []));
    expect([...dropdowns].sort()).toEqual([...filterDropdownTypes].sort());
  });

  it('shows the price range in millions of forints with fractions, sizes and rooms as whole numbers', () => {
    expect(field('price')).toMatchObject({ kind: 'range', multiplier: 1_000_000, fractions: true, unit: 'M Ft' });
    for (const name of ['default_size', 'net_size', 'lot_size', 'rooms']) {
      expect(field(name), name).toMatchObject({ kind: 'range', multiplier: 1, fractions: false });
    }
  });

  it('matches the whereIn fields by membership and the multi-valued dropdowns by any chosen value', () => {
    for (const name of whereInFields) expect(field(name)?.match, name).toBe('in');
    expect(searchFilterFields.filter((f) => f.match === 'hasAny').map((f) => f.name)).toEqual(['public_utility', 'equipment', 'discounts']);
  });

  it('converts to arrays only fields the API takes as lists', () => {
    for (const name of arrayFields) expect(['in', 'hasAny'], name).toContain(field(name)?.match);
  });

  it('has Otthon Start as an unchecked-by-default flag, sale status and county as single selects', () => {
    expect(field('otthon_start_hitel_filter')).toMatchObject({ kind: 'checkbox', match: 'flag' });
    expect(field('sale_status')).toMatchObject({ kind: 'select', match: 'equals', options: 'saleStatus' });
    expect(field('country')).toMatchObject({ kind: 'select', param: 'county', options: 'counties' });
  });

  it('gives each field a distinct query parameter and a Hungarian label', () => {
    const params = searchFilterFields.map((f) => f.param);
    expect(new Set(params).size).toBe(params.length);
    for (const f of searchFilterFields) expect(f.label.trim(), f.name).not.toBe('');
  });
});

describe('mainFilterFields and furtherFilterFields', () => {
  it('shows the twelve fields SPEC names first, and the further multi-selects, furnished, pets and the price-reduced flag behind "További szűrők"', () => {
    expect(mainFilterFields.map((f) => f.name).at(-1)).toBe('rooms');
    expect(mainFilterFields).toHaveLength(12);
    expect(furtherFilterFields.map((f) => f.kind)).toEqual([...Array(20).fill('multiSelect'), 'yesNo', 'checkbox', 'checkbox']);
  });

  it('leaves the area out of the form: it is drawn on the map', () => {
    expect([...mainFilterFields, ...furtherFilterFields].map((f) => f.name)).not.toContain('area');
  });

  it('names a properties column for every field matched on one', () => {
    for (const f of searchFilterFields) {
      // The area is matched on two columns, latitude and longitude (backOffice/cms/search/searchQuery.ts areaCondition).
      if (f.kind === 'places' || f.param === 'county' || f.kind === 'area') expect('column' in f, f.name).toBe(false);
      else expect('column' in f && /^[a-z_]+$/.test(f.column), f.name).toBe(true);
    }
  });
});

describe('millionsToForints and forintsToMillions', () => {
  it('turns typed millions into whole forints, fractions included', () => {
    expect(millionsToForints(49.9)).toBe(49_900_000);
    expect(millionsToForints(0.25)).toBe(250_000);
    expect(millionsToForints(150)).toBe(150_000_000);
    expect(millionsToForints(1.234567)).toBe(1_234_567);
  });

  it('reads forints back as millions', () => {
    expect(forintsToMillions(49_900_000)).toBe(49.9);
    expect(forintsToMillions(millionsToForints(12.35))).toBe(12.35);
  });
});

describe('formatPrice', () => {
  it('shows a million or more in millions with a decimal comma', () => {
    expect(formatPrice(49_900_000)).toBe('49,9 M Ft');
    expect(formatPrice(150_000_000)).toBe('150 M Ft');
    expect(formatPrice(1_250_000)).toBe('1,25 M Ft');
    expect(formatPrice(1_000_000)).toBe('1 M Ft');
  });

  it('groups every amount of four digits or more with a no-break space', () => {
    expect(formatPrice(1_450_000_000)).toBe('1\u00a0450 M Ft');
    expect(formatPrice(12_450_000_000)).toBe('12\u00a0450 M Ft');
  });

  it('shows less than a million in whole forints', () => {
    expect(formatPrice(250_000)).toBe('250\u00a0000 Ft');
    expect(formatPrice(9_500)).toBe('9\u00a0500 Ft');
  });
});

describe('numeric-only input', () => {
  it('reads digits, digit groups and, where allowed, a decimal comma or point', () => {
    expect(parseNumericInput('49,9', { fractions: true })).toBe(49.9);
    expect(parseNumericInput('49.9', { fractions: true })).toBe(49.9);
    expect(parseNumericInput(' 1 200 ', { fractions: false })).toBe(1200);
    expect(parseNumericInput('1\u00a0200', { fractions: false })).toBe(1200);
    expect(parseNumericInput('', { fractions: false })).toBeNull();
  });

  it('refuses signs, exponents, letters and a fraction where none is allowed', () => {
    for (const text of ['-5', '+5', '1e6', '12a', '1,2,3', '1 2x', '0x10']) {
      expect(parseNumericInput(text, { fractions: true }), text).toBeNaN();
    }
    expect(parseNumericInput('2,5', { fractions: false })).toBeNaN();
  });

  it('applies to exactly the SPEC fields, with Hungarian messages', () => {
    expect(numericOnlyFields).toEqual(['id', 'price', 'default_size', 'net_size', 'lot_size', 'rooms']);
    expect(numericInputProblem('price', '49,9')).toBeNull();
    expect(numericInputProblem('price', 'sok')).toBe(numericOnlyMessage);
    expect(numericInputProblem('rooms', '2,5')).toBe(wholeNumberMessage);
    expect(numericInputProblem('id', '12x')).toBe(numericOnlyMessage);
    expect(numericInputProblem('lot_size', '')).toBeNull();
  });
});

describe('place ids', () => {
  it('reads the four kinds and writes them back', () => {
    expect(parsePlaceId('city:1')).toEqual({ kind: 'city', id: 1 });
    expect(parsePlaceId('district:13')).toEqual({ kind: 'district', id: 13 });
    expect(parsePlaceId('neighbourhood:22')).toEqual({ kind: 'neighbourhood', id: 22 });
    expect(parsePlaceId('county:8')).toEqual({ kind: 'county', id: 8 });
    expect(placeId({ kind: 'county', id: 8 })).toBe('county:8');
  });

  it('refuses other kinds, zero, leading zeros and missing ids', () => {
    for (const text of ['street:1', 'city:0', 'city:01', 'city:', 'city', '13', 'city:1.5', 'City:1', ' city:1', 'city:1 ', 'city:1234567890', 'city:1e3']) {
      expect(parsePlaceId(text), text).toBeNull();
    }
  });
});
