/**
 * @module The map view's parameters of the search's address: `view=map` (the map view, a keyed parameter
 * of the page), `map=<lat>,<lng>,<zoom>` (the camera, browser-only: the document is the same without it)
 * and `area` (the search area, a filter). The page writes them; the map's panel gets their values from it.
 */

import { mapViewParam, queryString, searchViewParam } from '../../../domain/search/searchFilterQuery';

export { isMapView, mapViewValue } from '../../../domain/search/searchFilterQuery';
export const viewParam = searchViewParam;
export const mapPositionParam = mapViewParam;
export { areaParam } from '../../../domain/search/searchArea';

/** `href` (a path with its query) with the given parameters set, or removed where null; the others kept in order. */
export function withParams(href: string, changes: Readonly<Record<string, string | null>>): string {
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  // Written as the search writes its own addresses (`:`, `,` and `;` readable), so one search has one address.
  const text = queryString([...params]);
  return text ? `${path}?${text}` : path;
}

