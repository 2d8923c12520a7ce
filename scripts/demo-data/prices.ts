/**
 * @module Prices that fit type, place, condition and size: asking prices for sale, monthly fees
 * for rent and lease.
 */
import { condition, propertyTypes, saleStatuses } from '../../domain/dropdownOptions';
import type { City } from '../../domain/geography/index';
import { type Location, type Tier, tierOf } from './places';
import { clamp, type Rng } from './random';

// Asking price of a used flat in good condition, Ft/m², 2025-26 levels (rounded, plausible).
const budapestFlatPrice: Readonly<Record<number, number>> = {
  1: 1_400_000, 2: 1_450_000, 3: 1_050_000, 4: 900_000, 5: 1_550_000, 6: 1_300_000, 7: 1_250_000, 8: 1_050_000,
  9: 1_200_000, 10: 850_000, 11: 1_250_000, 12: 1_500_000, 13: 1_200_000, 14: 1_050_000, 15: 850_000, 16: 950_000,
  17: 850_000, 18: 850_000, 19: 900_000, 20: 800_000, 21: 750_000, 22: 900_000, 23: 750_000,
};

// Regional price level against a big eastern city (1.0): the west and Pest dearer, the north-east cheaper.
const countyPriceFactor: Readonly<Record<number, number>> = {
  1: 1, 2: 0.85, 3: 0.9, 4: 0.65, 5: 0.6, 6: 1, 7: 1, 8: 1.15, 9: 1, 10: 0.8,
  11: 0.95, 12: 0.55, 13: 1.25, 14: 0.85, 15: 0.7, 16: 0.7, 17: 0.75, 18: 0.95, 19: 1, 20: 0.9,
};
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

/** Ft/m² of a used flat in good condition at this place. */
function flatPricePerM2(location: Location): number {
  if (location.district) return budapestFlatPrice[location.district.id] ?? 1_000_000;
  const city = location.city;
  const resort = city.resort ? 1.35 : 1;
  return baseCityFlatPrice * (countyPriceFactor[city.countyId] ?? 1) * sizePriceFactor(city) * resort;
}

/** Ft/m² of a building plot: land is far dearer in Budapest and its agglomeration. */
function plotPricePerM2(location: Location, rng: Rng): number {
  const tier = tierOf(location.city);
  const base =
    tier === 'budapest'
      ? (budapestFlatPrice[location.district?.id ?? 0] ?? 1_000_000) * 0.11
      : tier === 'bigCity'
        ? 30_000
        : tier === 'town'
          ? 14_000
          : 4_500;
  const region = location.city.countyId === 13 ? 2 : (countyPriceFactor[location.city.countyId] ?? 1);
  const resort = location.city.resort ? 2.2 : 1;
  return base * region * resort * (0.7 + rng.next() * 0.6);
}

const conditionPriceFactor: Readonly<Record<number, number>> = {
  [condition.newBuild.value]: 1.35,
  [condition.nearlyNew.value]: 1.2,
  [condition.renovated.value]: 1.1,
  [condition.good.value]: 1,
  [condition.average.value]: 0.88,
  [condition.needsRenovation.value]: 0.62,
};

/** Sale prices end in a round hundred thousand, often as x9,9 million. */
function roundSalePrice(price: number, rng: Rng): number {
  const rounded = Math.max(Math.round(price / 100_000) * 100_000, 300_000);
  return rounded >= 2_000_000 && rng.chance(0.35) ? rounded - 100_000 : rounded;
}

const roundRent = (price: number) => Math.max(Math.round(price / 5_000) * 5_000, 10_000);

export interface PriceInput {
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
    // Monthly rent or lease fee: Ft/m² per month follows the sale price level of the place.
    const rentPerM2 = (flatLevel / 1_200_000) * 5_500 * (p.isPanel ? 0.9 : 1) * variation;
    switch (p.type) {
      case propertyTypes.garage:
        return roundRent((p.tier === 'budapest' ? rng.int(25, 60) : rng.int(12, 30)) * 1_000);
      case propertyTypes.plot:
        return roundRent(clamp((p.lot ?? 1000) * rng.int(20, 80), 30_000, 600_000));
      case propertyTypes.office:
        return roundRent(size * rentPerM2 * 1.25 * (p.saleStatus === saleStatuses.lease ? 1.1 : 1));
      case propertyTypes.shop:
        return roundRent(size * rentPerM2 * 1.5 * (p.saleStatus === saleStatuses.lease ? 1.1 : 1));
      case propertyTypes.house:
        return roundRent(clamp(size * rentPerM2 * 0.85, 180_000, 1_500_000));
      default:
        return roundRent(clamp(size * rentPerM2 * conditionFactor, 100_000, 900_000));
    }
  }
  switch (p.type) {
    case propertyTypes.plot:
      return roundSalePrice((p.lot ?? 1000) * plotPricePerM2(p.location, rng), rng);
    case propertyTypes.garage:
      return roundSalePrice((p.tier === 'budapest' ? rng.int(6, 15) : p.tier === 'bigCity' ? rng.int(3, 7) : rng.int(1, 4)) * 1_000_000 * variation, rng);
    default: {
      const typeFactor: number =
        p.type === propertyTypes.house
          ? p.tier === 'budapest'
            ? 0.9
            : 0.7
          : p.type === propertyTypes.holidayHome
            ? 0.85
            : p.type === propertyTypes.office
              ? 0.9
              : p.type === propertyTypes.shop
                ? 0.85
                : p.isPanel
                  ? 0.85
                  : 1;
      // Land adds to a house's price; a small house on a big plot is not worth its m² alone.
      const land = p.type === propertyTypes.house && p.lot ? p.lot * plotPricePerM2(p.location, rng) * 0.35 : 0;
      return roundSalePrice(size * flatLevel * typeFactor * conditionFactor * variation + land, rng);
    }
  }
}
