import { describe, expect, it } from 'vitest';
import { isAnotherPage } from './pageArrival';

describe('isAnotherPage', () => {
  it('is true when the path changes, whatever the query', () => {
    expect(isAnotherPage('/', '/kereses')).toBe(true);
    expect(isAnotherPage('/kereses?page=2', '/ingatlan/12')).toBe(true);
    expect(isAnotherPage('/ingatlan/12', '/ingatlan/13')).toBe(true);
  });

  it('is false when only the query changes, so typing in the search form keeps its focus', () => {
    expect(isAnotherPage('/kereses', '/kereses?price_max=60')).toBe(false);
    expect(isAnotherPage('/kereses?price_max=60', '/kereses?price_max=60&sort=price')).toBe(false);
    expect(isAnotherPage('/iroda/13#csapat', '/iroda/13')).toBe(false);
  });
});
