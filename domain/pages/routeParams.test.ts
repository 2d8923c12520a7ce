import { describe, expect, it } from 'vitest';
import { idParams, pageNumber, positiveId } from './routeParams';

describe('positiveId', () => {
  it('reads digits only', () => {
    expect(positiveId('42')).toBe(42);
    expect(positiveId('999999999999999')).toBe(999_999_999_999_999);
  });

  it('refuses exponents, hex, signs, padding, zero and overlong ids', () => {
    for (const bad of ['1e3', '0x1', '+1', '-1', '01', ' 1', '1 ', '0', '1.0', '', '1234567890123456', undefined]) {
      expect(positiveId(bad)).toBeNull();
    }
  });
});

describe('pageNumber', () => {
  it('is 1 without a page parameter and the number with one', () => {
    expect(pageNumber(new URLSearchParams(''), 10)).toBe(1);
    expect(pageNumber(new URLSearchParams('page=3'), 10)).toBe(3);
  });

  it('is null for a page that is not a number or beyond the last allowed', () => {
    expect(pageNumber(new URLSearchParams('page=x'), 10)).toBeNull();
    expect(pageNumber(new URLSearchParams('page=11'), 10)).toBeNull();
  });
});

describe('idParams', () => {
  it('gives the id of a path that names one record, and null for one that is not an id', () => {
    expect(idParams({ id: '42' })).toEqual({ id: 42 });
    expect(idParams({ id: '1e3' })).toBeNull();
    expect(idParams({})).toBeNull();
  });
});
