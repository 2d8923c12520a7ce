import { describe, expect, it } from 'vitest';
import { canonicalPageQuery, isTrackingParam } from './pageQuery';

const sorted = (query: string, keyed: string[], browser?: string[]) => canonicalPageQuery(new URLSearchParams(query), { keyed, browser });

describe('canonicalPageQuery', () => {
  it('keys a page by its route’s parameters in the route’s order, whatever order they came in', () => {
    expect(sorted('sort=price_asc&rooms_min=2&property_types=1', ['property_types', 'rooms_min', 'sort']).keyed).toBe('?property_types=1&rooms_min=2&sort=price_asc');
    expect(sorted('', ['page']).keyed).toBe('');
  });

  it('keeps each value of a repeated parameter, and writes place lists readably', () => {
    expect(sorted('places=city%3A1,district%3A13&places=county:8', ['places']).keyed).toBe('?places=city:1,district:13&places=county:8');
  });

  it('leaves tracking parameters out of the key but in the address, and names what no one reads', () => {
    const query = sorted('utm_source=hirlevel&x=1&page=2&fbclid=a&gclid=b&x=2', ['page']);
    expect(query).toEqual({ keyed: '?page=2', address: '?page=2&utm_source=hirlevel&fbclid=a&gclid=b', unknown: ['x'] });
  });

  it('keeps a parameter the page reads in the browser in the address only', () => {
    expect(sorted('t=abc.def', [], ['t'])).toEqual({ keyed: '', address: '?t=abc.def', unknown: [] });
  });
});

describe('canonicalPageQuery: a keyed parameter of closed values', () => {
  const params = { keyed: ['rooms_min', 'view'], browser: ['map'], values: { view: ['map'] } };
  it('keys one of its values once, and drops any other from the key and the address without naming it unknown', () => {
    expect(canonicalPageQuery(new URLSearchParams('view=map&rooms_min=2&view=map'), params)).toEqual({ keyed: '?rooms_min=2&view=map', address: '?rooms_min=2&view=map', unknown: [] });
    expect(canonicalPageQuery(new URLSearchParams('view=lista&rooms_min=2'), params)).toEqual({ keyed: '?rooms_min=2', address: '?rooms_min=2', unknown: [] });
  });

  it('keeps the browser\'s map view in the address, never in the key', () => {
    expect(canonicalPageQuery(new URLSearchParams('map=47.5,19.05,12&view=map'), params)).toEqual({ keyed: '?view=map', address: '?view=map&map=47.5,19.05,12', unknown: [] });
  });
});

describe('isTrackingParam', () => {
  it('knows campaign and click ids, and nothing a page reads', () => {
    for (const name of ['utm_source', 'utm_whatever', 'fbclid', 'gclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'yclid', 'igshid']) expect({ name, tracking: isTrackingParam(name) }).toEqual({ name, tracking: true });
    for (const name of ['page', 'sort', 'ids', 'utm', 'x']) expect({ name, tracking: isTrackingParam(name) }).toEqual({ name, tracking: false });
  });
});
