/**
 * @module The 2025 housing market the demo data follows: for each Budapest district and large
 * city, the range the median asking price per m² of flats for sale should fall in, and the
 * typical monthly rent of a Budapest flat. Each range is drawn from the public reports listed
 * in docs/demo-data.md (which shows the same table; a test keeps the two equal). The generator
 * prices a place's flats around the middle of its range; the realism test checks the medians
 * of the generated listings against the ranges.
 */

/** Ft/m², both ends included. */
export interface PriceRange {
  low: number;
  high: number;
}

/** A range written in thousands, as the reports and docs/demo-data.md give them. */
const range = (lowThousands: number, highThousands: number): PriceRange => ({ low: lowThousands * 1_000, high: highThousands * 1_000 });

/** Median asking price per m² of a flat for sale, by Budapest district (1..23), 2025. */
export const budapestFlatPrices: Readonly<Record<number, PriceRange>> = {
  1: range(1_650, 2_150),
  2: range(1_500, 1_950),
  3: range(1_100, 1_500),
  4: range(950, 1_250),
  5: range(1_600, 2_000),
  6: range(1_150, 1_550),
  7: range(1_100, 1_500),
  8: range(1_000, 1_350),
  9: range(1_100, 1_500),
  10: range(850, 1_150),
  11: range(1_300, 1_700),
  12: range(1_500, 1_950),
  13: range(1_400, 1_800),
  14: range(1_100, 1_400),
  15: range(820, 1_100),
  16: range(850, 1_150),
  17: range(800, 1_100),
  18: range(780, 1_050),
  19: range(820, 1_100),
  20: range(800, 1_080),
  21: range(780, 1_050),
  22: range(1_000, 1_400),
  23: range(740, 1_000),
};

/** Median asking price per m² of a flat for sale in the large cities the demo offices work in, 2025. */
export const cityFlatPrices: Readonly<Record<string, PriceRange>> = {
  Debrecen: range(900, 1_150),
  Szeged: range(800, 1_050),
  Győr: range(780, 1_000),
  Székesfehérvár: range(740, 980),
  Pécs: range(700, 920),
  Kecskemét: range(620, 850),
  Nyíregyháza: range(550, 800),
  Szolnok: range(480, 720),
  Miskolc: range(440, 620),
};

/** Median asking price per m² of a family house for sale in Budapest, 2025 (with its land). */
export const budapestHousePrices: PriceRange = range(700, 1_000);

/** Median monthly asking rent of a Budapest flat, 2025, Ft. */
export const budapestFlatRent: PriceRange = range(230, 300);

/** Budapest flats for sale below this price per m² were rare in 2025 (outer-district wrecks only)… */
export const budapestFlatFloorPerM2 = 700_000;
/** … at most this share of them. */
export const budapestFlatsBelowFloorShare = 0.02;

/** At least this share of Budapest flat rents lie between 200 000 and 350 000 Ft (ingatlan.com: three quarters). */
export const budapestRentBand = { low: 200_000, high: 350_000, share: 0.5 } as const;

/** The middle of a range: the level the generator aims a place's typical flat at. */
export const middleOf = (r: PriceRange) => (r.low + r.high) / 2;
