/**
 * @module GET /api/cms/properties/{id}: one listing with everything its detail page shows; and
 * GET /api/cms/properties/{id}/similar: the listings like it that its page suggests.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { AppEnv } from '../../../worker/env';
import { cmsContract } from '../../../domain/cms/cmsContract';
import { maxPriceChanges, maxSimilarListings, offMarketStatuses, type PropertyDetail } from '../../../domain/cms/listingSchemas';
import { dbTimestamp } from './params';
import { unitCondition } from '../unitScope';
import type { Unit } from '../../../domain/tenant/unit';
import { validate } from '../../../worker/cms/validate';
import { officeSummaryColumns, officeSummaryOf, officeSummaryRowFields } from './summaries';
import { listingLocationColumns, listingLocationOf, listingLocationRowFields, listingSummary, listingSummaryColumns, listingSummaryJoins, listingSummaryRowSchema } from './listingSummary';
import { maxMaskValue, multiValueDropdownTypes } from '../../../domain/search/filterOptionLists';
import { energyCertificate, listingFeatures, singleValueFeatures } from './propertyFeatures';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';
import { rentalTermsColumns, rentalTermsOf, rentalTermsRowFields } from './rentalTerms';
import { nearestPlaceWithFiguresStatement } from './nearestPlaceWithFigures';
import { placeSlug } from '../../../domain/marketStatistics/placeSlug';
import { optionLabel, saleStatusOf } from './labels';

const nullableInt = z.nullable(z.int());

/** The card's columns (listingSummary.ts) and everything else the detail page shows. */
const propertyRowSchema = z.extend(listingSummaryRowSchema, {
  og_image: z.nullable(z.string()),
  condition: nullableInt,
  energy_certificate: nullableInt,
  building_condition: nullableInt,
  floor: nullableInt,
  surrounding: nullableInt,
  structure: nullableInt,
  accessibility: nullableInt,
  heating: nullableInt,
  cooling: nullableInt,
  orientation: nullableInt,
  car: nullableInt,
  outlook: nullableInt,
  noisiness: nullableInt,
  disabled: nullableInt,
  garden: nullableInt,
  terrace: nullableInt,
  airbnb: nullableInt,
  insulation: nullableInt,
  furnished: nullableInt,
  public_utility_mask: z.int(),
  equipment_mask: z.int(),
  discounts_mask: z.int(),
  county_id: z.int(),
  county_name: z.string(),
  street: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  slogan: z.nullable(z.string()),
  description: z.nullable(z.string()),
  franchise_id: z.int(),
  ...officeSummaryRowFields,
  agent_id: nullableInt,
  agent_fullname: z.nullable(z.string()),
  agent_photo_url: z.nullable(z.string()),
  agent_phone: z.nullable(z.string()),
  agent_email: z.nullable(z.string()),
  ...rentalTermsRowFields,
  ...listingLocationRowFields,
});
type PropertyRow = z.infer<typeof propertyRowSchema>;

const propertySelect = `SELECT p.id, p.name, p.og_image, p.main_image, p.sale_status, p.property_type, t.label AS type_label,
  p.price, p.price_per_m2, p.default_size, p.net_size, p.lot_size, p.rooms,
  ${singleValueFeatures.map((f) => `p.${f}`).join(', ')}, p.furnished,
  p.public_utility_mask, p.equipment_mask, p.discounts_mask, p.otthon_start, ${rentalTermsColumns},
  p.county_id, co.name AS county_name, p.city_id, c.name AS city_name, p.district_id, di.name AS district_name,
  p.neighbourhood_id, n.name AS neighbourhood_name, p.postal_code, p.street, d.slogan, d.description, p.created_at, p.updated_at,
  p.price_reduced_at, p.price_before_reduction, p.franchise_id, ${officeSummaryColumns('oc')},
  p.agent_id, a.fullname AS agent_fullname, a.photo_url AS agent_photo_url, a.phone AS agent_phone, a.email AS agent_email,
  ${listingLocationColumns}
FROM properties p
JOIN counties co ON co.id = p.county_id
JOIN cities c ON c.id = p.city_id
LEFT JOIN districts di ON di.id = p.district_id
LEFT JOIN neighbourhoods n ON n.id = p.neighbourhood_id
LEFT JOIN property_descriptions d ON d.property_id = p.id
LEFT JOIN dropdown_options t ON t.type = 'property_type' AND t.value = p.property_type
JOIN offices o ON o.id = p.office_id
JOIN cities oc ON oc.id = o.city_id
LEFT JOIN sales_agents a ON a.id = p.agent_id
WHERE p.id = ?`;

/**
 * The labels D1 stores for the values listing ?1 has: each single-value feature's column, and each set bit of
 * a multi-valued one's mask (value v is bit v - 1, as maskValues reads it): about 15 rows, not every
 * label of every feature dropdown (200+), which a listing page would otherwise read, send and check.
 */
const listingLabelsSql = `SELECT d.type, d.value, d.label FROM properties p JOIN dropdown_options d ON ${[
  ...singleValueFeatures.map((feature) => `(d.type = '${feature}' AND d.value = p.${feature})`),
  ...multiValueDropdownTypes.map((type) => `(d.type = '${type}' AND d.value BETWEEN 1 AND ${maxMaskValue} AND (p.${type}_mask >> (d.value - 1)) & 1 = 1)`),
].join(' OR ')} WHERE p.id = ?`;

const priceChangeRowSchema = z.object({ changed_at: dbTimestamp, old_price: z.int(), new_price: z.int() });

/** The listing's latest price changes (at most maxPriceChanges), oldest first; the primary key serves the order. */
const priceHistorySql = `SELECT changed_at, old_price, new_price FROM (
  SELECT changed_at, old_price, new_price FROM property_price_changes WHERE property_id = ? ORDER BY changed_at DESC LIMIT ${maxPriceChanges}
) ORDER BY changed_at`;

const imageRowSchema = z.object({ position: z.int(), url: z.string(), caption: z.nullable(z.string()) });
const storedLabelRowSchema = z.object({ type: z.string(), value: z.int(), label: z.string() });

/** The card's fields (listingSummary) and everything else the detail page shows. */
function propertyDetail(
  row: PropertyRow,
  images: PropertyDetail['images'],
  stored: ReadonlyMap<string, string>,
  priceHistory: PropertyDetail['price_history'],
  marketPlace: PropertyDetail['market_place'],
): PropertyDetail {
  const card = listingSummary(row);
  return {
    ...card,
    og_image: row.og_image,
    images,
    address: { county: { id: row.county_id, label: row.county_name }, ...card.address, street: row.street },
    description: { slogan: row.slogan ?? '', text: row.description ?? '' },
    features: listingFeatures(row, stored),
    energy_certificate: energyCertificate(row.energy_certificate, stored),
    rental: rentalTermsOf(row),
    franchise_id: row.franchise_id,
    office: officeSummaryOf(row),
    agent:
      row.agent_id === null || row.agent_fullname === null
        ? null
        : { id: row.agent_id, fullname: row.agent_fullname, photo_url: row.agent_photo_url, phone: row.agent_phone, email: row.agent_email },
    price_history: priceHistory,
    market_place: marketPlace,
    location: listingLocationOf(row),
  };
}

/** Share of the listing's price a similar listing's may differ by, either way. */
const similarPriceBand = 0.25;

/**
 * Listings like the one at ?1 of `target` (within the scope condition `scoped`, which names ?2): in its
 * district (Budapest) or else its city, of its type and sale status, priced within ±`band` of its price
 * (any price for null); closest price first, then newest. Two branches, each a plain equality on one place
 * column, so SQLite seeks properties_district or properties_city (place, sale status, franchise, price) instead of scanning.
 */
function similarListingsSql(scoped: string, target: 'properties' | 'off_market_listings', band: number | null): string {
  const priced = band === null ? '' : ` AND p.price BETWEEN t.price * ${1 - band} AND t.price * ${1 + band}`;
  const branch = (place: 'district_id' | 'city_id', when: string) => `SELECT p.id, abs(p.price - t.price) AS distance
    FROM target t JOIN properties p ON p.${place} = t.${place} AND p.sale_status = t.sale_status AND p.property_type = t.property_type
    WHERE ${when}${priced} AND p.id != t.id${scoped}`;
  return `WITH target AS (SELECT id, sale_status, property_type, price, city_id, district_id FROM ${target} p WHERE id = ?1${scoped}),
  near AS (${branch('district_id', 't.district_id IS NOT NULL')} UNION ALL ${branch('city_id', 't.district_id IS NULL')})
  SELECT ${listingSummaryColumns} FROM near JOIN properties p ON p.id = near.id ${listingSummaryJoins}
  ORDER BY near.distance, p.created_at DESC, p.id LIMIT ${maxSimilarListings}`;
}

/** A listing no longer offered, with the names of its labels and places. */
const offMarketRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  status: z.enum(offMarketStatuses),
  left_at: dbTimestamp,
  sale_status: z.int(),
  property_type: z.int(),
  type_label: z.nullable(z.string()),
  county_id: z.int(),
  county_name: z.string(),
  city_id: z.int(),
  city_name: z.string(),
  district_id: nullableInt,
  district_name: z.nullable(z.string()),
});

const offMarketSelect = `SELECT p.id, p.name, p.status, p.left_at, p.sale_status, p.property_type, t.label AS type_label,
  p.county_id, co.name AS county_name, p.city_id, c.name AS city_name, p.district_id, di.name AS district_name
FROM off_market_listings p
JOIN counties co ON co.id = p.county_id
JOIN cities c ON c.id = p.city_id
LEFT JOIN districts di ON di.id = p.district_id
LEFT JOIN dropdown_options t ON t.type = 'property_type' AND t.value = p.property_type
WHERE p.id = ?1`;

const marketPlaceRowSchema = z.object({ name: z.string() });

const { property, similarListings, offMarketListing } = cmsContract;

/**
 * A statement's listing id (?1) and, when a unit asks, the unit's condition on it (its one parameter as ?2):
 * the SQL to append after a WHERE on the id, and the values to bind.
 */
function idInUnit(id: number, unit: Unit | null | undefined): { scoped: string; bindings: number[] } {
  const scope = unit ? unitCondition(unit, 'p.franchise_id', 'p.office_id') : null;
  return scope ? { scoped: ` AND ${scope.sql.replace('?', '?2')}`, bindings: [id, scope.value] } : { scoped: '', bindings: [id] };
}

export const propertyRoutes = new Hono<AppEnv>().get(
  property.path,
  validate('param', property.params),
  validate('query', property.query),
  async (c) => {
    const { id } = c.req.valid('param');
    const { unit } = c.req.valid('query');
    const scope = unit ? unitCondition(unit, 'p.franchise_id', 'p.office_id') : null;
    const db = c.env.DB;
    // One round trip: the row, its images, the labels of its features' values and its price changes.
    const [propertyResult, imagesResult, labelsResult, historyResult, marketPlaceResult] = await db.batch([
      db.prepare(scope ? `${propertySelect} AND ${scope.sql}` : propertySelect).bind(...(scope ? [id, scope.value] : [id])),
      db.prepare('SELECT position, url, caption FROM property_images WHERE property_id = ? ORDER BY position').bind(id),
      db.prepare(listingLabelsSql).bind(id),
      db.prepare(priceHistorySql).bind(id),
      // Only the asking unit's figures count; a call without a unit links to no place's.
      unit ? nearestPlaceWithFiguresStatement(db, unit, id) : db.prepare('SELECT NULL AS name WHERE 0'),
    ]);
    const row = propertyResult?.results[0];
    // Outside the asking site's unit a listing does not exist for it: the same 404, nothing leaks.
    if (row === undefined) return c.json({ error: 'not_found', message: 'No listing has this id' }, 404);
    const images = z.array(imageRowSchema).parse(imagesResult?.results ?? []);
    const stored = new Map(z.array(storedLabelRowSchema).parse(labelsResult?.results ?? []).map((l) => [`${l.type}:${l.value}`, l.label]));
    const history = z.array(priceChangeRowSchema).parse(historyResult?.results ?? []);
    const marketRow = marketPlaceResult?.results[0];
    const marketName = marketRow === undefined ? null : marketPlaceRowSchema.parse(marketRow).name;
    const marketPlace = marketName === null ? null : { name: marketName, slug: placeSlug(marketName) };
    return cmsAnswer(c, 'property', propertyDetail(propertyRowSchema.parse(row), images, stored, history, marketPlace));
  },
)
  .get(similarListings.path, validate('param', similarListings.params), validate('query', similarListings.query), async (c) => {
    const { id } = c.req.valid('param');
    const { scoped, bindings } = idInUnit(id, c.req.valid('query').unit);
    const db = c.env.DB;
    const [targetResult, similarResult] = await db.batch([
      db.prepare(`SELECT id FROM properties p WHERE id = ?1${scoped}`).bind(...bindings),
      db.prepare(similarListingsSql(scoped, 'properties', similarPriceBand)).bind(...bindings),
    ]);
    if (targetResult?.results[0] === undefined) return c.json({ error: 'not_found', message: 'No listing has this id' }, 404);
    return cmsAnswer(c, 'similarListings', z.array(listingSummaryRowSchema).parse(similarResult?.results ?? []).map(listingSummary));
  })
  .get(offMarketListing.path, validate('param', offMarketListing.params), validate('query', offMarketListing.query), async (c) => {
    const { id } = c.req.valid('param');
    const { scoped, bindings } = idInUnit(id, c.req.valid('query').unit);
    const db = c.env.DB;
    // The suggestions are offered listings of the same place, type and sale status at any price: a sold
    // listing's visitor asked for something like it, and an empty page would be a dead end again.
    const [listingResult, similarResult] = await db.batch([
      db.prepare(`${offMarketSelect}${scoped}`).bind(...bindings),
      db.prepare(similarListingsSql(scoped, 'off_market_listings', null)).bind(...bindings),
    ]);
    const found = listingResult?.results[0];
    if (found === undefined) return c.json({ error: 'not_found', message: 'No listing that left the market has this id' }, 404);
    const row = offMarketRowSchema.parse(found);
    return cmsAnswer(c, 'offMarketListing', {
      id: row.id,
      name: row.name,
      status: row.status,
      left_at: row.left_at,
      sale_status: saleStatusOf(row.sale_status),
      type: { value: row.property_type, label: optionLabel('property_type', row.property_type, row.type_label) },
      address: {
        county: { id: row.county_id, label: row.county_name },
        city: { id: row.city_id, label: row.city_name },
        district: row.district_id === null || row.district_name === null ? null : { id: row.district_id, label: row.district_name },
      },
      similar: z.array(listingSummaryRowSchema).parse(similarResult?.results ?? []).map(listingSummary),
    });
  });
