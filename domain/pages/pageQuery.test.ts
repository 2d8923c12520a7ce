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

describe('isTrackingParam', () => {
  it('knows campaign and click ids, and nothing a page reads', () => {
    for (const name of ['utm_source', 'utm_whatever', 'fbclid', 'gclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'yclid', 'igshid']) expect({ name, tracking: isTrackingParam(name) }).toEqual({ name, tracking: true });
    for (const name of ['page', 'sort', 'ids', 'utm', 'x']) expect({ name, tracking: isTrackingParam(name) }).toEqual({ name, tracking: false });
  });
});
