import { describe, expect, it } from 'vitest';
import { isMapView, withParams } from './mapAddress';

describe('withParams', () => {
  it('sets and removes parameters, keeping the others and the area readable', () => {
    expect(withParams('/kereses?ertekesites=1&view=map', { view: null, area: '47.4,19;47.6,19;47.6,19.2' })).toBe('/kereses?ertekesites=1&area=47.4,19;47.6,19;47.6,19.2');
    expect(withParams('/kereses?view=map', { view: null })).toBe('/kereses');
    expect(withParams('/kereses?places=city:1&view=map', { view: null })).toBe('/kereses?places=city:1');
    expect(isMapView('ertekesites=1&view=map')).toBe(true);
    expect(isMapView('view=lista')).toBe(false);
  });
});
