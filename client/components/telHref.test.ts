import { describe, expect, it } from 'vitest';
import { telHref } from './telHref';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+36 30 123-4567')).toBe('tel:+36301234567');
    expect(telHref('06 (1) 234/5678')).toBe('tel:0612345678');
    expect(telHref('+36+1')).toBe('tel:+361');
  });
});
