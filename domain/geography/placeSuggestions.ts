/**
 * @module What the city multi-select suggests on a site: the places the site has listings in first,
 * each with its count for the chosen sale status, then the other places the place search found, with
 * "0" shown, so a visitor of an office site does not pick a town where it has nothing unawares.
 */
import type { PlaceCount } from '../cms/placeCountSchemas';
import type { PlaceOption } from '../cms/networkSchemas';
import { createTextIndex, type TextIndex } from '../helpers/textSearch';

interface PlaceSuggestion {
  place: PlaceOption;
  /** The site's listings there of the chosen sale status. */
  count: number;
}

/** A site's listings of a sale status in a place; 0 for a status it has none of. */
export function placeCount(place: PlaceCount, saleStatus: number): number {
  return place.by_sale_status.find((s) => s.value === saleStatus)?.count ?? 0;
}

/** Suggests places for typed text, from the site's counted places and the place search's answer. */
type PlaceSuggester = (text: string, found: readonly PlaceOption[], limit: number) => PlaceSuggestion[];

/**
 * Builds the suggestions of one site and sale status, indexing its places once. Places with listings
 * come first: those matching the text (best match first, then more listings), and any the place search
 * found by another name ("Budapest 13"); then the rest of what the place search found, with 0. An
 * empty text suggests the places with the most listings.
 * @example createPlaceSuggester(counts, 0)('gyor', found, 12) // [{ place: Győr, count: 0 }] on an office site in Budapest
 */
export function createPlaceSuggester(counted: readonly PlaceCount[], saleStatus: number): PlaceSuggester {
  const withListings = counted.filter((p) => placeCount(p, saleStatus) > 0);
  const countById = new Map(withListings.map((p) => [p.id, placeCount(p, saleStatus)]));
  let index: TextIndex<PlaceCount> | undefined;
  const option = ({ id, type, label, detail }: PlaceOption): PlaceOption => ({ id, type, label, detail });
  return (text, found, limit) => {
    // By label only: a detail names the place around ("Budapest XIII. kerület" under each of its
    // neighbourhoods); the place search's own answer brings other names (nicknames, "Budapest 13").
    index ??= createTextIndex(withListings, { names: (p) => [p.label], weight: (p) => placeCount(p, saleStatus) });
    const matching = text.trim() === '' ? [...withListings].sort((a, b) => placeCount(b, saleStatus) - placeCount(a, saleStatus)).slice(0, limit) : index.search(text, limit);
    const seen = new Set<string>();
    const listed: PlaceSuggestion[] = [];
    const empty: PlaceSuggestion[] = [];
    for (const place of [...matching, ...found]) {
      if (seen.has(place.id)) continue;
      seen.add(place.id);
      const count = countById.get(place.id) ?? 0;
      (count > 0 ? listed : empty).push({ place: option(place), count });
    }
    return [...listed, ...empty].slice(0, limit);
  };
}
