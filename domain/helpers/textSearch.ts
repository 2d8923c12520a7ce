/**
 * @module Accent- and case-insensitive search for Hungarian names: folding and ranking
 * for the live place search (getCitiesAndNeighbourhoodsAndCounty).
 */
import { compareHungarian } from './collation';

/**
 * Folds text for comparison: lower case, no accents (á é í ó ö ő ú ü ű, and the
 * Latin-1 stand-ins õ û), punctuation and hyphens turned into single spaces.
 * @example foldHungarian('Győr-Moson-Sopron') // 'gyor moson sopron'
 */
export function foldHungarian(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Short forms people type for a whole word of a place name, folded. */
const placeAbbreviations: Readonly<Record<string, string>> = { bp: 'budapest' };

/**
 * Writes the short forms of folded search text out ("bp" for Budapest), so "Bp. XIII" finds
 * what "Budapest XIII" finds. Only whole words: "bpx" stays as it is.
 * @example expandPlaceAbbreviations('bp xiii') // 'budapest xiii'
 */
export function expandPlaceAbbreviations(folded: string): string {
  return folded
    .split(' ')
    .map((word) => placeAbbreviations[word] ?? word)
    .join(' ');
}

/** How well a name matches a query, best first. */
export const matchKinds = ['exact', 'prefix', 'wordPrefix', 'infix'] as const;
type MatchKind = (typeof matchKinds)[number];

/**
 * Classifies how a folded name contains a folded query, or null if it does not.
 * A word prefix ("kerulet" in "xiii kerulet") ranks between a prefix and an infix,
 * because people type the start of any word of a multi-word name.
 * @example matchKind('budapest', 'pest') // 'infix'
 */
export function matchKind(foldedName: string, foldedQuery: string): MatchKind | null {
  if (foldedQuery === '') return null;
  if (foldedName === foldedQuery) return 'exact';
  if (foldedName.startsWith(foldedQuery)) return 'prefix';
  if (!foldedName.includes(foldedQuery)) return null;
  if (foldedName.includes(` ${foldedQuery}`)) return 'wordPrefix';
  return 'infix';
}

interface TextIndexOptions<T> {
  /** Every name the item is found by (its label first, then aliases). */
  names: (item: T) => readonly string[];
  /** Larger weighs more among equal matches: population for places. */
  weight: (item: T) => number;
}

export interface TextIndex<T> {
  /** The best matches for the query, at most `limit` (bounded to 1..maxSearchLimit). */
  search: (query: string, limit?: number) => T[];
}

export const defaultSearchLimit = 20;
export const maxSearchLimit = 100;

interface Entry<T> {
  item: T;
  /** The item's first name as written, for Hungarian alphabetical order among equals. */
  name: string;
  keys: string[];
  weight: number;
  order: number;
}

/**
 * Builds a search over items, folding their names once. Results rank exact matches
 * first, then prefixes, word prefixes and infixes; within a kind the heavier item
 * (the bigger place) first, then the name in Hungarian alphabetical order; the list is bounded.
 * @example createTextIndex(cities, { names: (c) => [c.name], weight: (c) => c.population }).search('gyor')
 */
export function createTextIndex<T>(items: readonly T[], options: TextIndexOptions<T>): TextIndex<T> {
  const entries: Entry<T>[] = items.map((item, order) => ({
    item,
    name: options.names(item)[0] ?? '',
    keys: options.names(item).map(foldHungarian),
    weight: options.weight(item),
    order,
  }));
  return {
    search(query, limit = defaultSearchLimit) {
      const folded = foldHungarian(query);
      if (folded === '') return [];
      const bounded = Math.min(Math.max(Math.trunc(limit), 1), maxSearchLimit);
      const hits: { entry: Entry<T>; kind: number }[] = [];
      for (const entry of entries) {
        // An item found by several names (an alias) counts with its best match.
        let best: number = matchKinds.length;
        for (const key of entry.keys) {
          const kind = matchKind(key, folded);
          if (kind !== null) best = Math.min(best, matchKinds.indexOf(kind));
        }
        if (best < matchKinds.length) hits.push({ entry, kind: best });
      }
      hits.sort(
        (a, b) =>
          a.kind - b.kind ||
          b.entry.weight - a.entry.weight ||
          compareHungarian(a.entry.name, b.entry.name) ||
          a.entry.order - b.entry.order,
      );
      return hits.slice(0, bounded).map((h) => h.entry.item);
    },
  };
}
