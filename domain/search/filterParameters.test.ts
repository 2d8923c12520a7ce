import { describe, expect, it } from 'vitest';
import { leastFilterParameters } from './filterParameters';
import { emptySearchFilter } from './searchFilterQuery';

describe('leastFilterParameters', () => {
  it('counts the unit and the default sale status of an empty filter, and nothing for a search by id but the id', () => {
    expect(leastFilterParameters(emptySearchFilter)).toEqual({ total: 2, most: 'sale_status' });
    expect(leastFilterParameters({ ...emptySearchFilter, id: 5 })).toEqual({ total: 2, most: 'id' });
  });

  it('counts one parameter an option list whatever its length, one a range bound, none for a checkbox', () => {
    const filter = { ...emptySearchFilter, options: { heating: [1, 2, 3, 4], condition: [1] }, ranges: { price: { min: 1, max: 2 } }, price_reduced: true, otthon_start_hitel_filter: true };
    expect(leastFilterParameters(filter)).toEqual({ total: 2 + 2 + 1 + 1, most: 'price' });
  });

  it('counts places as one list a kind, cities and counties sharing one subquery of two, the first in form order named on a tie', () => {
    const places = [
      { kind: 'city', id: 1 },
      { kind: 'city', id: 2 },
      { kind: 'county', id: 13 },
      { kind: 'district', id: 7 },
      { kind: 'neighbourhood', id: 9 },
    ] as const;
    expect(leastFilterParameters({ ...emptySearchFilter, places })).toEqual({ total: 2 + 4, most: 'places' });
    expect(leastFilterParameters({ ...emptySearchFilter, places: places.slice(0, 2) })).toEqual({ total: 3, most: 'places' });
  });
});
