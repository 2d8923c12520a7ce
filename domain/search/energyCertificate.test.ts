import { describe, expect, it } from 'vitest';
import { compareEnergyClasses, energyClassByCode, energyClassByValue, energyClasses, energyClassSummary, energyScaleOf, energyScaleSteps } from './energyCertificate';

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

describe('energyScaleSteps', () => {
  it('draws the current scale best first and marks only the listing’s class', () => {
    const steps = energyScaleSteps('current', 'C');
    expect(steps.map((s) => s.code)).toEqual(['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(steps.filter((s) => s.isListing)).toEqual([{ code: 'C', rank: 6, isListing: true, position: 5 / 11 }]);
  });

  it('runs from 0 for the best class to 1 for the worst, growing step by step', () => {
    const positions = energyScaleSteps('old', 'JJ').map((s) => s.position);
    expect(positions[0]).toBe(0);
    expect(positions[positions.length - 1]).toBe(1);
    expect(positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? 1))).toBe(true);
  });

  it('draws the old scale for an old class and marks it there', () => {
    const steps = energyScaleSteps('old', 'CC');
    expect(steps).toHaveLength(12);
    expect(steps[0]?.code).toBe('AA++');
    expect(steps.find((s) => s.isListing)?.code).toBe('CC');
  });

  it('marks nothing when the class is not on the scale drawn', () => {
    expect(energyScaleSteps('current', 'CC').some((s) => s.isListing)).toBe(false);
    expect(energyScaleSteps('old', 'K').some((s) => s.isListing)).toBe(false);
  });
});

describe('energyClassSummary', () => {
  it('says the class, its place on the scale and the scale’s ends', () => {
    expect(energyClassSummary('current', 'C')).toBe('C: a 12 fokozatú skála 6. fokozata (a legjobb A+++, a legrosszabb I)');
    expect(energyClassSummary('old', 'AA')).toBe('AA: a 12 fokozatú skála 3. fokozata (a legjobb AA++, a legrosszabb JJ)');
  });
});
