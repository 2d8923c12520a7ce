import { describe, expect, it } from 'vitest';
import { dropdownOptionLists, maskValues, maxMaskValue, multiValueDropdownTypes, saleStatus, valueMask } from './filterOptionLists';
import { filterDropdownTypes } from './filterDropdowns';

describe('dropdownOptionLists', () => {
  it('has options for every dropdown type of the search filter', () => {
    for (const type of filterDropdownTypes) expect(dropdownOptionLists[type].length, type).toBeGreaterThan(0);
    expect(Object.keys(dropdownOptionLists).sort()).toEqual([...filterDropdownTypes].sort());
  });

  it('gives each option of a type a unique integer value and a unique non-empty label', () => {
    for (const type of filterDropdownTypes) {
      const options = dropdownOptionLists[type];
      expect(options.every((o) => Number.isInteger(o.value) && o.label.trim() !== ''), type).toBe(true);
      expect(new Set(options.map((o) => o.value)).size, type).toBe(options.length);
      expect(new Set(options.map((o) => o.label)).size, type).toBe(options.length);
    }
  });

  it('keeps the property types and conditions of the first demo data', () => {
    expect(dropdownOptionLists.property_type).toEqual([
      { value: 1, label: 'Lakás' },
      { value: 2, label: 'Ház' },
      { value: 3, label: 'Telek' },
      { value: 4, label: 'Nyaraló' },
      { value: 5, label: 'Garázs' },
      { value: 6, label: 'Iroda' },
      { value: 7, label: 'Üzlethelyiség' },
    ]);
    expect(dropdownOptionLists.condition.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dropdownOptionLists.condition[0]).toEqual({ value: 1, label: 'Új építésű' });
    expect(dropdownOptionLists.condition[5]).toEqual({ value: 6, label: 'Felújítandó' });
  });

  it('offers both energy certificate scales', () => {
    const labels = dropdownOptionLists.energy_certificate.map((o) => o.label);
    expect(labels[0]).toBe('A+++');
    expect(labels).toContain('AA++ (2024 előtti besorolás)');
  });

  it('marks only dropdown types as multi-valued, with values that fit a mask', () => {
    for (const type of multiValueDropdownTypes) {
      expect(filterDropdownTypes).toContain(type);
      expect(dropdownOptionLists[type].every((o) => o.value >= 1 && o.value <= maxMaskValue), type).toBe(true);
    }
  });
});

describe('valueMask and maskValues', () => {
  it('sets bit v-1 for value v, ignoring repeats, and reads the values back in order', () => {
    expect(valueMask([])).toBe(0);
    expect(valueMask([1, 3, 3])).toBe(5);
    expect(maskValues(5)).toEqual([1, 3]);
    expect(maskValues(valueMask([15, 2, 7]))).toEqual([2, 7, 15]);
  });

  it('stays exact up to the largest value, beyond 32 bits', () => {
    expect(maskValues(valueMask([1, 40, maxMaskValue]))).toEqual([1, 40, maxMaskValue]);
  });

  it('refuses values a mask cannot hold', () => {
    expect(() => valueMask([0])).toThrow(RangeError);
    expect(() => valueMask([maxMaskValue + 1])).toThrow(RangeError);
    expect(() => valueMask([1.5])).toThrow(RangeError);
  });
});

describe('saleStatus', () => {
  it('uses the values 0 for sale, 1 for rent, 2 for lease', () => {
    expect([saleStatus.forSale.value, saleStatus.forRent.value, saleStatus.lease.value]).toEqual([0, 1, 2]);
  });
});
