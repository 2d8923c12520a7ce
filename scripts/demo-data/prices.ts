/**
 * @module Prices that fit type, place, condition and size: asking prices for sale, monthly fees
 * for rent and lease, at the 2025 levels of marketPrices.ts.
 */
import { condition, propertyTypes, saleStatuses } from '../../domain/search/filterOptionLists';
import type { City } from '../../domain/geography/index';
import { budapestFlatPrices, cityFlatPrices, middleOf } from './marketPrices';
import { neighbourhoodPriceLevel } from './neighbourhoodFigures';
import { type Location, type Tier, tierOf } from './places';
import type { Rng } from './random';

// Regional price level against a big eastern city (1.0): the west and Pest dearer, the north-east cheaper.
const countyPriceFactor: Readonly<Record<number, number>> = {
  1: 1, 2: 0.85, 3: 0.9, 4: 0.65, 5: 0.6, 6: 1, 7: 1, 8: 1.15, 9: 1, 10: 0.8,
  11: 0.95, 12: 0.55, 13: 1.25, 14: 0.85, 15: 0.7, 16: 0.7, 17: 0.75, 18: 0.95, 19: 1, 20: 0.9,
};
/** A big city's typical flat, Ft/m², where marketPrices.ts has no figure of its own. */
const baseCityFlatPrice = 900_000;

// Budapest's suburbs cost nearly city prices; the Buda side most.
const budaSuburbs = new Set(['Budaörs', 'Budakeszi', 'Törökbálint', 'Telki', 'Nagykovácsi', 'Solymár', 'Üröm', 'Pilisborosjenő', 'Budakalász', 'Szentendre']);
const agglomeration = new Set([
  'Érd', 'Diósd', 'Biatorbágy', 'Páty', 'Pomáz', 'Dunakeszi', 'Göd', 'Fót', 'Mogyoród', 'Csömör', 'Kistarcsa', 'Nagytarcsa', 'Gödöllő',
  'Szada', 'Veresegyház', 'Pécel', 'Vecsés', 'Gyál', 'Szigetszentmiklós', 'Halásztelek', 'Dunaharaszti', 'Taksony', 'Százhalombatta', 'Maglód', 'Üllő', 'Ecser',
]);

/** Price level of a place against a big city of its region: smaller places are cheaper. */
function sizePriceFactor(city: City): number {
  if (budaSuburbs.has(city.name)) return 0.95;
  if (agglomeration.has(city.name)) return 0.75;
  if (city.kind === 'capital' || city.population >= 100_000) return 1;
  if (city.kind === 'county_seat' || city.population >= 50_000) return 0.85;
  if (city.population >= 20_000) return 0.7;
  if (city.population >= 10_000) return 0.58;
  if (city.population >= 5_000) return 0.48;
  return city.kind === 'town' ? 0.42 : 0.35;
}

/** Ft/m² of a typical flat for sale at this place: the middle of its 2025 range, or the regional estimate, at its neighbourhood's level. */
function flatPricePerM2(location: Location): number {
  const level = location.neighbourhood ? (neighbourhoodPriceLevel.get(location.neighbourhood.id) ?? 1) : 1;
  return placeFlatPricePerM2(location) * level;
}

function placeFlatPricePerM2(location: Location): number {
  const documented = location.district ? budapestFlatPrices[location.district.id] : cityFlatPrices[location.city.name];
  if (documented) return middleOf(documented);
  const city = location.city;
  const resort = city.resort ? 1.35 : 1;
  return baseCityFlatPrice * (countyPriceFactor[city.countyId] ?? 1) * sizePriceFactor(city) * resort;
}

/** Ft/m² of a building plot: land is far dearer in Budapest and its agglomeration. */
function plotPricePerM2(location: Location, rng: Rng): number {
  const tier = tierOf(location.city);
  const base = tier === 'budapest' ? flatPricePerM2(location) * 0.09 : tier === 'bigCity' ? 30_000 : tier === 'town' ? 14_000 : 4_500;
  const region = location.city.countyId === 13 ? 2 : (countyPriceFactor[location.city.countyId] ?? 1);
  const resort = location.city.resort ? 2.2 : 1;
  return base * region * resort * (0.7 + rng.next() * 0.6);
}

// The typical flat is in good condition; the others are priced against it.
const conditionPriceFactor: Readonly<Record<number, number>> = {
  [condition.newBuild.value]: 1.3,
  [condition.nearlyNew.value]: 1.15,
  [condition.renovated.value]: 1.08,
  [condition.good.value]: 1,
  [condition.average.value]: 0.9,
  [condition.needsRenovation.value]: 0.76,
};

/** Sale prices end in a round hundred thousand, often as x9,9 million. */
function roundSalePrice(price: number, rng: Rng): number {
  const rounded = Math.max(Math.round(price / 100_000) * 100_000, 300_000);
  return rounded >= 2_000_000 && rng.chance(0.35) ? rounded - 100_000 : rounded;
}

/** Monthly fees are asked in steps of 5 000 Ft (1 000 Ft for a garage). */
const roundRent = (price: number, step = 5_000) => Math.max(Math.round(price / step) * step, step);

/**
 * Monthly rent of a home at a price level: 3 300 Ft per m² at Budapest's 1.45 M Ft/m², falling
 * slower than prices do (cheaper towns have higher yields), on the floor area plus 20 m², as
 * small flats let for more per m² than big ones (calibrated in docs/demo-data.md).
 */
const rentPerM2 = (flatLevel: number) => 3_300 * Math.sqrt(flatLevel / 1_450_000);
const homeRent = (flatLevel: number, size: number) => rentPerM2(flatLevel) * (size + 20);

interface PriceInput {
  type: number;
  saleStatus: number;
  location: Location;
  tier: Tier;
  conditionValue: number | null;
  isPanel: boolean;
  size: number | null;
  lot: number | null;
}

/** The asking price of a listing for sale, or its monthly fee for rent or lease, in forints. */
export function price(rng: Rng, p: PriceInput): number {
  const variation = Math.exp(rng.normal() * 0.12);
  const flatLevel = flatPricePerM2(p.location);
  const conditionFactor = p.conditionValue === null ? 1 : (conditionPriceFactor[p.conditionValue] ?? 1);
  const size = p.size ?? 0;
  if (p.saleStatus !== saleStatuses.forSale) {
    // Monthly rent or lease fee from the place's price level; a business lease a little dearer than rent.
    // Homes in need of renovation are rarely let, and then not much cheaper.
    const panel = p.isPanel ? 0.92 : 1;
    const rentCondition = Math.max(conditionFactor, 0.9);
    const lease = p.saleStatus === saleStatuses.lease ? 1.1 : 1;
    switch (p.type) {
      case propertyTypes.garage:
        return roundRent((p.tier === 'budapest' ? 25_000 : 14_000) * Math.sqrt(flatLevel / 1_000_000) * variation, 1_000);
      case propertyTypes.office:
        return roundRent(size * rentPerM2(flatLevel) * 1.5 * lease * variation);
      case propertyTypes.shop:
        return roundRent(size * rentPerM2(flatLevel) * 1.8 * lease * variation);
      case propertyTypes.house:
        return roundRent(homeRent(flatLevel, size) * 0.85 * panel * rentCondition * variation);
      default:
        return roundRent(homeRent(flatLevel, size) * panel * rentCondition * variation);
    }
  }
  switch (p.type) {
    case propertyTypes.plot:
      return roundSalePrice((p.lot ?? 1000) * plotPricePerM2(p.location, rng), rng);
    case propertyTypes.garage:
      return roundSalePrice((p.tier === 'budapest' ? rng.int(7, 16) : p.tier === 'bigCity' ? rng.int(3, 7) : rng.int(1, 4)) * 1_000_000 * variation, rng);
    default: {
      // Per m², a house sells well below a flat of its place (Budapest 2025: 0.8 against 1.38 M Ft for brick flats); the land is priced on top.
      const typeFactor: number =
        p.type === propertyTypes.house
          ? p.tier === 'budapest'
            ? 0.5
            : 0.7
          : p.type === propertyTypes.holidayHome
            ? 0.85
            : p.type === propertyTypes.office
              ? 0.9
              : p.type === propertyTypes.shop
                ? 0.85
                : p.isPanel
                  ? 0.9
                  : 1;
      // Land adds to a house's price; a small house on a big plot is not worth its m² alone.
      const land = p.type === propertyTypes.house && p.lot ? p.lot * plotPricePerM2(p.location, rng) * 0.35 : 0;
      return roundSalePrice(size * flatLevel * typeFactor * conditionFactor * variation + land, rng);
    }
  }
}
