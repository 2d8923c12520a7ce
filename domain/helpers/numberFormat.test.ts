import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatPercentChange, hungarianNumberFormat } from './numberFormat';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('groups every number of four digits or more in threes with a no-break space, as hu-HU separates groups', () => {
    expect(formatNumber(2107)).toBe(`2${nbsp}107`);
    expect(formatNumber(1000)).toBe(`1${nbsp}000`);
    expect(formatNumber(12_500)).toBe(`12${nbsp}500`);
    expect(formatNumber(1_234_567)).toBe(`1${nbsp}234${nbsp}567`);
  });

  it('leaves numbers of up to three digits alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(383)).toBe('383');
  });

  it('rounds to whole numbers', () => {
    expect(formatNumber(2106.6)).toBe(`2${nbsp}107`);
  });
});

describe('hungarianNumberFormat', () => {
  it('writes the decimal comma and groups four-digit whole parts', () => {
    expect(hungarianNumberFormat({ maximumFractionDigits: 2 }).format(2107.25)).toBe(`2${nbsp}107,25`);
    expect(hungarianNumberFormat({ maximumFractionDigits: 1 }).format(49.9)).toBe('49,9');
  });
});

describe('formatPercent', () => {
  it('rounds every percentage to one decimal with the decimal comma, and drops a zero decimal', () => {
    expect(formatPercent(0.0449)).toBe('4,5%');
    expect(formatPercent(0.093)).toBe('9,3%');
    expect(formatPercent(0.03)).toBe('3%');
  });
});

describe('formatPercentChange', () => {
  it('writes a fall with a real minus sign and a rise with a plus, both rounded as formatPercent rounds', () => {
    expect(formatPercentChange(50_000_000, 45_350_000)).toBe('−9,3%');
    expect(formatPercentChange(100, 104.49)).toBe('+4,5%');
  });
});
