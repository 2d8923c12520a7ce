import { describe, expect, it } from 'vitest';
import { dropdownOptionLists } from '../search/filterOptionLists';
import { placeKinds, searchFilterFields } from '../search/searchFilter';
import { maxListValues } from '../search/searchFilterQuery';
import { alertQueryTooLarge } from './searchAlert';
import { alertFilterProblem, searchAlertFormSchema } from './searchAlertFormSchema';

/** Every option of every dropdown-fed field and the most places of every kind the page's reader accepts. */
const largestQuery = [
  ...searchFilterFields.flatMap((f) => ('dropdown' in f ? [`${f.param}=${dropdownOptionLists[f.dropdown].map((o) => o.value).join(',')}`] : f.kind === 'range' ? [`${f.param}_min=1&${f.param}_max=2`] : [])),
  `places=${Array.from({ length: maxListValues }, (_, i) => `${placeKinds[i % placeKinds.length]}:${i + 1}`).join(',')}`,
  'county=1&furnished=true,false',
].join('&');

const form = (query: string) => ({ email: 'anna@example.hu', frequency: 'daily', query });

describe('alertFilterProblem', () => {
  it('accepts the largest search the page reads, within what D1 leaves the digest', () => {
    expect(searchAlertFormSchema.safeParse(form(largestQuery)).success).toBe(true);
  });

  it('accepts a search with an area drawn on the map, 40 vertices of 5 decimals, beside the largest lists: the area binds nothing', () => {
    const area = Array.from({ length: 40 }, (_, i) => `47.${String(10_001 + i * 1234)},${i % 2 === 0 ? '19.12345' : '19.54321'}`).join(';');
    const parsed = searchAlertFormSchema.safeParse(form(`${largestQuery}&area=${area}`));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.query).toContain(`area=${area}`);
  });

  it('refuses, in Hungarian naming the field that asks the most, a filter the digest’s statement could not bind', () => {
    // The unit, the default sale status, two room bounds and three place parameters: 7.
    const places = { id: undefined, county: undefined, sale_status: undefined, otthon_start_hitel_filter: false, pets_allowed: false, price_reduced: false, furnished: [], ranges: { rooms: { min: 1, max: 3 } }, options: {}, area: undefined, places: [{ kind: 'city', id: 1 }, { kind: 'county', id: 2 }, { kind: 'district', id: 3 }] } as const;
    expect(alertFilterProblem(places, 6)).toBe(alertQueryTooLarge('Település, kerület, városrész'));
    expect(alertFilterProblem(places, 7)).toBeNull();
  });
});
