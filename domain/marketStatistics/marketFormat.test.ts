import { describe, expect, it } from 'vitest';
import { monthText, pricePerM2Text } from './marketFormat';

const nbsp = '\u00a0';

describe('marketFormat', () => {
  it('writes a sale price per m² in millions and a rent per m² by the month', () => {
    expect(pricePerM2Text(1_234_567, 0)).toBe('1,23 M Ft/m²');
    expect(pricePerM2Text(4_350, 1)).toBe(`4${nbsp}350 Ft/m²/hó`);
    expect(pricePerM2Text(845_000, 0)).toBe(`845${nbsp}000 Ft/m²`);
  });

  it('writes a month of the trend in Hungarian', () => {
    expect(monthText('2026-03')).toBe('2026. márc.');
    expect(monthText('2025-12')).toBe('2025. dec.');
  });
});
