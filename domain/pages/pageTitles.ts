/**
 * @module Titles a page shows as well as its head uses: apart from pageHead.ts, so a page's chunk does not
 * carry every head function with it (the head functions load only for navigation).
 */
import type { OfficeDetail } from '../cms/networkSchemas';
import { entryForPath, type Menus } from '../site/menu';

/** The menu or footer entry label of a path, or the fallback. */
export function menuLabel(menus: Menus, path: string, fallback: string): string {
  return entryForPath(menus, path)?.label ?? fallback;
}

/**
 * /iroda/{id}: the office name plus the city label if present (SPEC section 2), joined by the
 * Hungarian dash (an en dash between spaces).
 * @example officeTitle({ name: 'Immo1 Győr', city: { id: 1, label: 'Győr' } }) // 'Immo1 Győr – Győr'
 */
export function officeTitle(office: { name: string; city: Pick<OfficeDetail['city'], 'label'> }): string {
  return office.city.label ? `${office.name} – ${office.city.label}` : office.name;
}
