/**
 * @module The offices page's groups: offices by county (Budapest first, then the counties in
 * Hungarian alphabetical order), each county's offices by city and name, and the text filter.
 */
import { compareHungarian } from '../../../domain/helpers/collation';
import type { OfficeListItem } from '../../../domain/cms/networkSchemas';
import { foldHungarian } from '../../../domain/helpers/textSearch';

interface CountyGroup {
  county: OfficeListItem['county'];
  offices: OfficeListItem[];
}

/** The capital's row among the counties (domain/geography/counties.ts). */
const budapestCountyId = 1;

/** Offices grouped by county: Budapest first, then Hungarian order; in a group by city, then name. */
export function groupByCounty(offices: readonly OfficeListItem[]): CountyGroup[] {
  const groups = new Map<number, CountyGroup>();
  for (const office of offices) {
    const group = groups.get(office.county.id) ?? { county: office.county, offices: [] };
    group.offices.push(office);
    groups.set(office.county.id, group);
  }
  return [...groups.values()]
    .sort((a, b) => Number(b.county.id === budapestCountyId) - Number(a.county.id === budapestCountyId) || compareHungarian(a.county.label, b.county.label))
    .map((group) => ({ ...group, offices: [...group.offices].sort((a, b) => compareHungarian(a.city.label, b.city.label) || compareHungarian(a.name, b.name)) }));
}

/**
 * The offices whose name, city, district, county or address contains the query, ignoring case and accents.
 * @example matchesOffice(office, 'gyor') // true for "Immo1 Győr"
 */
export function matchesOffice(office: OfficeListItem, query: string): boolean {
  const folded = foldHungarian(query);
  if (folded === '') return true;
  return [office.name, office.city.label, office.district?.label ?? '', office.county.label, office.address].some((text) => foldHungarian(text).includes(folded));
}

/** The anchor of a county's section, for the county links. */
export const countyAnchor = (county: { id: number }) => `megye-${county.id}`;
