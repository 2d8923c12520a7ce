/**
 * @module Listings, one after another from one seeded stream: office, place, type, condition,
 * building, sizes, features, price, texts and pictures, each fitting the others.
 */
import { condition, propertyTypes, saleStatuses, valueMask } from '../../domain/search/filterOptionLists';
import { isOtthonStartEligible } from '../../domain/search/otthonStart';
import { placePostcode } from '../../domain/geography/postcodes';
import { listingName, listingTexts } from './descriptions';
import { building, dimensions, discountsFor, features } from './features';
import { generateNetwork, type Network, officeSeeds, type OfficeSeed } from './network';
import { demoDataOptionsSchema, type DemoDataOptions, referenceDate } from './options';
import { listingLocation } from './listingLocations';
import { listingPictures, pictureUrl } from './pictures';
import { compactDistricts, locate, type Location, officeArea, type Place, type Tier, tierOf } from './places';
import { price } from './prices';
import { rentalTerms } from './rentalTerms';
import { createRng, optionPicker, type Rng, type Weighted, weightedPicker } from './random';
import type { Listing } from './rows';
import { formatTimestamp } from './sql';

const typeWeightsByTier: Readonly<Record<Tier, Weighted<number>>> = {
  budapest: [[propertyTypes.flat, 72], [propertyTypes.house, 7], [propertyTypes.plot, 2], [propertyTypes.holidayHome, 0.5], [propertyTypes.garage, 6], [propertyTypes.office, 5.5], [propertyTypes.shop, 7]],
  bigCity: [[propertyTypes.flat, 55], [propertyTypes.house, 22], [propertyTypes.plot, 7], [propertyTypes.holidayHome, 1], [propertyTypes.garage, 5], [propertyTypes.office, 4], [propertyTypes.shop, 6]],
  town: [[propertyTypes.flat, 28], [propertyTypes.house, 46], [propertyTypes.plot, 14], [propertyTypes.holidayHome, 2], [propertyTypes.garage, 3], [propertyTypes.office, 2], [propertyTypes.shop, 5]],
  village: [[propertyTypes.flat, 3], [propertyTypes.house, 66], [propertyTypes.plot, 24], [propertyTypes.holidayHome, 4], [propertyTypes.garage, 1], [propertyTypes.office, 0.5], [propertyTypes.shop, 1.5]],
};
const landTypes: ReadonlySet<number> = new Set([propertyTypes.house, propertyTypes.plot, propertyTypes.holidayHome]);
const typePickers = {
  budapest: weightedPicker(typeWeightsByTier.budapest),
  // The inner city has no family houses or plots: its listings are flats and business premises.
  compact: weightedPicker(typeWeightsByTier.budapest.filter(([type]) => !landTypes.has(type))),
  bigCity: weightedPicker(typeWeightsByTier.bigCity),
  town: weightedPicker(typeWeightsByTier.town),
  village: weightedPicker(typeWeightsByTier.village),
  // Holiday places: holiday homes and plots sell much more.
  resort: weightedPicker([[propertyTypes.flat, 18], [propertyTypes.house, 32], [propertyTypes.plot, 16], [propertyTypes.holidayHome, 30], [propertyTypes.garage, 1], [propertyTypes.office, 1], [propertyTypes.shop, 2]]),
} as const;

function typePickerFor(location: Location, tier: Tier): (rng: Rng) => number {
  if (location.city.resort) return typePickers.resort;
  if (location.district && compactDistricts.has(location.district.id)) return typePickers.compact;
  return typePickers[tier];
}

// Plots are sold, not let; leasing (lízing) is a way to finance business premises only.
const saleStatusPickers: Readonly<Record<number, (rng: Rng) => number>> = {
  [propertyTypes.flat]: weightedPicker([[saleStatuses.forSale, 78], [saleStatuses.forRent, 22]]),
  [propertyTypes.house]: weightedPicker([[saleStatuses.forSale, 90], [saleStatuses.forRent, 10]]),
  [propertyTypes.plot]: () => saleStatuses.forSale,
  [propertyTypes.holidayHome]: weightedPicker([[saleStatuses.forSale, 92], [saleStatuses.forRent, 8]]),
  [propertyTypes.garage]: weightedPicker([[saleStatuses.forSale, 60], [saleStatuses.forRent, 40]]),
  [propertyTypes.office]: weightedPicker([[saleStatuses.forSale, 30], [saleStatuses.forRent, 55], [saleStatuses.lease, 15]]),
  [propertyTypes.shop]: weightedPicker([[saleStatuses.forSale, 35], [saleStatuses.forRent, 50], [saleStatuses.lease, 15]]),
};

const conditionPicker = optionPicker(condition, { newBuild: 10, nearlyNew: 12, renovated: 22, good: 28, average: 17, needsRenovation: 11 });


interface Context {
  seed: number;
  pickOffice: (rng: Rng) => OfficeSeed;
  areaPickers: ReadonlyMap<number, (rng: Rng) => Place>;
  agentsByOffice: ReadonlyMap<number, readonly number[]>;
}

function listing(rng: Rng, id: number, ctx: Context): Listing {
  const office = ctx.pickOffice(rng);
  const area = ctx.areaPickers.get(office.id);
  const agents = ctx.agentsByOffice.get(office.id) ?? [];
  if (!area || agents.length === 0) throw new Error(`office ${office.id} has no area or agents`);
  const location = locate(area(rng), rng);
  const tier = tierOf(location.city);
  const type = typePickerFor(location, tier)(rng);
  const saleStatusValue = saleStatusPickers[type]?.(rng) ?? saleStatuses.forSale;
  // Recent listings are more common: most are weeks or months old, a few years.
  const createdAt = referenceDate - Math.floor(Math.pow(rng.next(), 1.7) * 900 * 86_400_000) - rng.int(0, 86_399) * 1000;
  const updatedAt = Math.min(createdAt + Math.floor(rng.next() * 60) * 86_400_000, referenceDate);
  const hasCondition = type !== propertyTypes.plot && type !== propertyTypes.garage;
  // Nobody lets a home that needs renovation as it is: a rental drawn so is let in average condition.
  const drawnCondition = hasCondition ? conditionPicker(rng) : null;
  const conditionValue = drawnCondition === condition.needsRenovation.value && saleStatusValue !== saleStatuses.forSale ? condition.average.value : drawnCondition;
  const b = building(rng, type, tier, location, conditionValue ?? condition.good.value);
  const dims = dimensions(rng, type, tier, b);
  const f = features(rng, type, tier, location, conditionValue, b, saleStatusValue, createdAt);
  const priceValue = price(rng, { type, saleStatus: saleStatusValue, location, tier, conditionValue, isPanel: b.isPanel, size: dims.default_size, lot: dims.lot_size });
  const otthonStart = isOtthonStartEligible({ sale_status: saleStatusValue, property_type: type, price: priceValue, default_size: dims.default_size });
  const terms = rentalTerms(ctx.seed, { id, saleStatus: saleStatusValue, type, price: priceValue, size: dims.default_size });
  const facts = { type, saleStatus: saleStatusValue, location, conditionValue, building: b, dims, features: f, otthonStart, price: priceValue, terms };
  const name = listingName(facts);
  const { slogan, street, description } = listingTexts(rng, facts);
  const images = listingPictures(rng, id, type, dims, f);
  const mainImage = images[0]?.url ?? pictureUrl(id, type, 'outside');
  return {
    property: {
      id,
      franchise_id: office.franchiseId,
      office_id: office.id,
      agent_id: rng.pick(agents),
      name,
      sale_status: saleStatusValue,
      property_type: type,
      price: priceValue,
      default_size: dims.default_size,
      net_size: dims.net_size,
      lot_size: dims.lot_size,
      rooms: dims.rooms,
      condition: conditionValue,
      energy_certificate: f.energy_certificate,
      building_condition: f.building_condition,
      floor: f.floor,
      surrounding: f.surrounding,
      structure: type === propertyTypes.plot ? null : b.structure,
      accessibility: f.accessibility,
      heating: f.heating,
      cooling: f.cooling,
      orientation: f.orientation,
      car: f.car,
      outlook: f.outlook,
      noisiness: f.noisiness,
      disabled: f.disabled,
      garden: f.garden,
      terrace: f.terrace,
      airbnb: f.airbnb,
      insulation: f.insulation,
      furnished: f.furnished,
      public_utility_mask: valueMask(f.publicUtility),
      equipment_mask: valueMask(f.equipment),
      discounts_mask: valueMask(discountsFor(rng, type, saleStatusValue, location.city, b.isNew)),
      otthon_start: otthonStart ? 1 : 0,
      main_image: mainImage,
      og_image: `${mainImage}&og=1`,
      county_id: location.city.countyId,
      city_id: location.city.id,
      district_id: location.district?.id ?? null,
      neighbourhood_id: location.neighbourhood?.id ?? null,
      street,
      // Drawn from the place, not the random stream: one neighbourhood keeps one code, and every other draw stays as it was.
      postal_code: placePostcode(location.city, location.district?.id ?? null, location.neighbourhood?.id ?? id),
      created_at: formatTimestamp(createdAt),
      updated_at: formatTimestamp(updatedAt),
      ...terms,
      // From the listing's own stream (seed and id), not this one: every other draw stays as it was.
      ...listingLocation(ctx.seed, id, location),
    },
    description: { property_id: id, slogan, description },
    images,
  };
}

function context(network: Network, seed: number): Context {
  const agentsByOffice = new Map<number, number[]>();
  for (const agent of network.agents) agentsByOffice.set(agent.office_id, [...(agentsByOffice.get(agent.office_id) ?? []), agent.id]);
  return {
    seed,
    pickOffice: weightedPicker(officeSeeds.map((o) => [o, o.weight] as const)),
    areaPickers: new Map(officeSeeds.map((o) => [o.id, weightedPicker(officeArea(o))])),
    agentsByOffice,
  };
}

/**
 * The listings, one after another; the first N of any run are the same for the same seed.
 * @example [...generateListings({ size: 3, seed: 1 })].length // 3
 */
export function* generateListings(options: DemoDataOptions): Generator<Listing> {
  const { size, seed } = demoDataOptionsSchema.parse({ size: options.size, seed: options.seed });
  const ctx = context(generateNetwork(seed), seed);
  const rng = createRng(seed);
  for (let id = 1; id <= size; id++) yield listing(rng, id, ctx);
}
