import { describe, expect, it } from 'vitest';
import { compareEnergyClasses, energyClassByCode, energyClassByValue, energyClasses, energyScaleOf } from './energyCertificate';

describe('energy certificate classes', () => {
  it('lists the current scale A+++ to I, best first', () => {
    expect(energyClasses.filter((c) => c.scale === 'current').map((c) => c.code)).toEqual([
      'A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I',
    ]);
  });

  it('lists the old scale AA++ to JJ, best first', () => {
    expect(energyClasses.filter((c) => c.scale === 'old').map((c) => c.code)).toEqual([
      'AA++', 'AA+', 'AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG', 'HH', 'II', 'JJ',
    ]);
  });

  it('gives every class a unique value and labels old-scale classes as such', () => {
    expect(new Set(energyClasses.map((c) => c.value)).size).toBe(energyClasses.length);
    expect(energyClassByValue(1)?.label).toBe('A+++');
    expect(energyClassByValue(105)?.label).toBe('CC (2024 előtti besorolás)');
  });

  it('finds a class by its code whatever the case and spacing', () => {
    expect(energyClassByCode('a++')?.value).toBe(2);
    expect(energyClassByCode(' A A + + ')?.code).toBe('AA++');
    expect(energyClassByCode('K')).toBeUndefined();
  });
});

describe('energyScaleOf', () => {
  it('tells doubled letters to be the old scale and single letters the current one', () => {
    expect(energyScaleOf('AA++')).toBe('old');
    expect(energyScaleOf('JJ')).toBe('old');
    expect(energyScaleOf('A+++')).toBe('current');
    expect(energyScaleOf('I')).toBe('current');
    expect(energyScaleOf('AAA')).toBeUndefined();
  });
});

describe('compareEnergyClasses', () => {
  it('orders classes of one scale, better first', () => {
    expect(compareEnergyClasses('A+++', 'A')).toBeLessThan(0);
    expect(compareEnergyClasses('JJ', 'CC')).toBeGreaterThan(0);
    expect(compareEnergyClasses('B', 'B')).toBe(0);
  });

  it('refuses to compare classes of different scales', () => {
    expect(compareEnergyClasses('A', 'AA')).toBeUndefined();
  });
});
