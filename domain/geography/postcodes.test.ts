import { describe, expect, it } from 'vitest';
import { cities, districts } from './index';
import { budapestDistrictPostcodes, placePostcode, townPostcodes } from './postcodes';

describe('budapestDistrictPostcodes', () => {
  it('gives every district codes of four digits: 1, its number in two digits, then a last digit', () => {
    for (const district of districts) {
      const codes = budapestDistrictPostcodes(district.id);
      expect(codes.length, district.name).toBeGreaterThan(0);
      for (const code of codes) expect(code, district.name).toMatch(new RegExp(`^1${String(district.id).padStart(2, '0')}[0-9]$`));
    }
    expect(budapestDistrictPostcodes(13)).toEqual(['1131', '1132', '1133', '1134', '1135', '1136', '1137', '1138', '1139']);
    expect(budapestDistrictPostcodes(24)).toEqual([]);
  });
});

describe('townPostcodes', () => {
  it('names only towns the geography has, each with four digits not starting with 1 (Budapest’s)', () => {
    const names = new Set(cities.map((c) => c.name));
    for (const [town, code] of townPostcodes) {
      expect(names.has(town), town).toBe(true);
      expect(code, town).toMatch(/^[2-9][0-9]{3}$/);
    }
  });
});

describe('placePostcode', () => {
  it('picks a Budapest district’s code by the number it is given, a town’s own code, and null for an unknown place', () => {
    expect(placePostcode({ name: 'Budapest' }, 13, 3)).toBe('1134');
    expect(placePostcode({ name: 'Budapest' }, 13, 12)).toBe('1134');
    expect(placePostcode({ name: 'Győr' }, null, 5)).toBe('9021');
    expect(placePostcode({ name: 'Kővágószőlős' }, null, 0)).toBeNull();
  });
});
