import { describe, expect, it } from 'vitest';
import { readableTextColor, relativeLuminance } from './color';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
  });
});

describe('readableTextColor', () => {
  it('puts white text on dark brand colours and dark text on light ones', () => {
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#0b3d5c')).toBe('#ffffff');
    expect(readableTextColor('#e0a526')).toBe('#111111');
    expect(readableTextColor('#ffffff')).toBe('#111111');
  });
});
