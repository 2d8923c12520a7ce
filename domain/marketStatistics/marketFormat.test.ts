import { describe, expect, it } from 'vitest';
import { monthText, pricePerM2Figure, pricePerM2ForintUnit, pricePerM2Text, pricePerM2Unit } from './marketFormat';

const nbsp = '\u00a0';

describe('marketFormat', () => {
  it('writes every sale price per m² in thousands of forints, above and below a million alike', () => {
    expect(pricePerM2Text(1_234_567, 0)).toBe(`1${nbsp}235 ezer Ft/m²`);
    expect(pricePerM2Text(1_150_000, 0)).toBe(`1${nbsp}150 ezer Ft/m²`);
    expect(pricePerM2Text(910_337, 0)).toBe('910 ezer Ft/m²');
    expect(pricePerM2Text(845_000, 0)).toBe('845 ezer Ft/m²');
  });

  it('keeps one decimal of a thousand below ten thousand forints, so a cheap plot is not rounded away', () => {
    expect(pricePerM2Figure(2_540, 0)).toBe('2,5');
    expect(pricePerM2Figure(12_540, 0)).toBe('13');
    expect(pricePerM2Figure(0, 0)).toBe('0');
  });

  it('writes a rent per m² in whole forints by the month', () => {
    expect(pricePerM2Text(4_350, 1)).toBe(`4${nbsp}350 Ft/m²/hó`);
    expect(pricePerM2Figure(4_350.4, 1)).toBe(`4${nbsp}350`);
    expect(pricePerM2Unit(1)).toBe('Ft/m²/hó');
  });

  it('writes the figure without its unit the same way as with it', () => {
    for (const [value, status] of [[1_154_321, 0], [910_337, 0], [3_980, 1]] as const) {
      expect(pricePerM2Text(value, status)).toBe(`${pricePerM2Figure(value, status)} ${pricePerM2Unit(status)}`);
    }
  });

  it('names the forint unit of the stored figure apart from the thousands a visitor reads', () => {
    expect(pricePerM2ForintUnit(0)).toBe('Ft/m²');
    expect(pricePerM2Unit(0)).toBe('ezer Ft/m²');
    expect(pricePerM2ForintUnit(1)).toBe('Ft/m²/hó');
  });

  it('writes a month of the trend in Hungarian', () => {
    expect(monthText('2026-03')).toBe('2026. márc.');
    expect(monthText('2025-12')).toBe('2025. dec.');
  });
});
