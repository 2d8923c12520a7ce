import { describe, expect, it } from 'vitest';
import { cities } from '../../domain/geography/index';
import { areaCodes, landlinePhone, mobilePhone } from './phoneNumbers';
import { createRng } from './random';

describe('landlinePhone', () => {
  it('writes Budapest numbers as 1 and seven digits, other towns as their two-digit code and six digits', () => {
    const rng = createRng(4);
    for (let i = 0; i < 200; i++) {
      expect(landlinePhone(rng, 'Budapest')).toMatch(/^\+36 1 [2-9]\d\d \d{4}$/);
      expect(landlinePhone(rng, 'Győr')).toMatch(/^\+36 96 [2-9]\d\d \d{3}$/);
    }
  });

  it('refuses a town without a known area code rather than invent one', () => {
    expect(() => landlinePhone(createRng(1), 'Atlantisz')).toThrow('no area code for Atlantisz');
  });
});

describe('areaCodes', () => {
  it('names only real towns, with geographic codes (never a mobile, toll-free or premium-rate range)', () => {
    const names = new Set(cities.map((c) => c.name));
    for (const [city, code] of Object.entries(areaCodes)) {
      expect(names.has(city), city).toBe(true);
      expect(code, city).toMatch(/^(1|[2-9]\d)$/);
      expect(['20', '30', '31', '50', '70', '80', '90', '91'], city).not.toContain(code);
    }
  });
});

describe('mobilePhone', () => {
  it('uses a mobile prefix and seven digits', () => {
    const rng = createRng(2);
    for (let i = 0; i < 100; i++) expect(mobilePhone(rng)).toMatch(/^\+36 (20|30|70) [2-9]\d\d \d{4}$/);
  });
});
