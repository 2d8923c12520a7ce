import { describe, expect, it } from 'vitest';
import { placeSlug } from './placeSlug';
import { isPlaceSlug } from './placeSlugShape';

describe('placeSlug', () => {
  it('writes the name without accents, lower case, words joined by hyphens', () => {
    expect(placeSlug('Budapest XIII. kerület')).toBe('budapest-xiii-kerulet');
    expect(placeSlug('Győr')).toBe('gyor');
    expect(placeSlug('Pest vármegye')).toBe('pest-varmegye');
    expect(placeSlug('Győr-Moson-Sopron vármegye')).toBe('gyor-moson-sopron-varmegye');
    expect(placeSlug('Hódmezővásárhely')).toBe('hodmezovasarhely');
  });

  it('accepts only the shape a slug has, and nothing overlong', () => {
    expect(isPlaceSlug('budapest-xiii-kerulet')).toBe(true);
    for (const bad of ['', 'Gyor', 'gyor-', '-gyor', 'gy--or', 'győr', 'a/b', 'x'.repeat(81)]) expect(isPlaceSlug(bad), bad).toBe(false);
  });
});
