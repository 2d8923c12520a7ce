import { describe, expect, it } from 'vitest';
import { countedListings, saleStatusAdjective, saleStatusBreakdown, searchedSaleStatus, totalWithBreakdown } from './listingCounts';

const nbsp = '\u00a0';

describe('saleStatusAdjective', () => {
  it('writes each sale status as the word before "ingatlan", and nothing for an unknown one', () => {
    expect([0, 1, 2].map(saleStatusAdjective)).toEqual(['eladó', 'kiadó', 'lízingelhető']);
    expect(saleStatusAdjective(9)).toBeNull();
  });
});

describe('searchedSaleStatus', () => {
  it('is the status asked, else for sale; a search by id alone looks at every status', () => {
    expect(searchedSaleStatus({ sale_status: 1, id: undefined })).toBe(1);
    expect(searchedSaleStatus({ sale_status: undefined, id: undefined })).toBe(0);
    expect(searchedSaleStatus({ sale_status: undefined, id: 12 })).toBeUndefined();
    expect(searchedSaleStatus({ sale_status: 2, id: 12 })).toBe(2);
  });
});

describe('countedListings', () => {
  it('says which listings it counts, the figure grouped', () => {
    expect(countedListings(2566, 0)).toBe(`2${nbsp}566 eladó ingatlan`);
    expect(countedListings(94, 1)).toBe('94 kiadó ingatlan');
    expect(countedListings(383)).toBe('383 ingatlan');
  });
});

describe('saleStatusBreakdown', () => {
  it('counts each status the list has, in the statuses’ order, leaving out those it has none of', () => {
    expect(saleStatusBreakdown([{ value: 1, count: 94 }, { value: 0, count: 289 }])).toBe('289 eladó, 94 kiadó');
    expect(saleStatusBreakdown([{ value: 0, count: 1200 }, { value: 2, count: 0 }])).toBe(`1${nbsp}200 eladó`);
    expect(saleStatusBreakdown([])).toBe('');
  });
});

describe('totalWithBreakdown', () => {
  it('gives the total of every status and what it is made of, or names the one status there is', () => {
    expect(totalWithBreakdown([{ value: 0, count: 289 }, { value: 1, count: 94 }])).toBe('383: 289 eladó, 94 kiadó');
    expect(totalWithBreakdown([{ value: 0, count: 12 }])).toBe('12 eladó');
    expect(totalWithBreakdown([])).toBe('0');
  });
});
