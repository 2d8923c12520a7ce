/**
 * @module A listing as a card in a list (an agent's listings): the row it is read from, and its answer shape.
 */
import * as z from 'zod/mini';
import type { ListingCard } from '../../../domain/cms/listingSchemas';
import { type ListingLocation, storedLocation } from '../../../domain/listings/listingLocation';
import { optionLabel, refOrNull, saleStatusOf } from './labels';
import { dbTimestamp } from './params';

/**
 * The columns of a listing card, for `SELECT ${listingSummaryColumns} FROM properties p ${listingSummaryJoins}`.
 * Labels come from D1 in the same query, so a page of cards is one round trip.
 */
export const listingSummaryColumns = `p.id, p.name, p.main_image, p.sale_status, p.property_type, t.label AS type_label, p.price,
  p.price_per_m2, p.default_size, p.net_size, p.lot_size, p.rooms, p.otthon_start, p.city_id, c.name AS city_name,
  p.district_id, di.name AS district_name, p.neighbourhood_id, n.name AS neighbourhood_name, p.postal_code, p.created_at, p.updated_at,
  p.price_reduced_at, p.price_before_reduction`;

export const listingSummaryJoins = `JOIN cities c ON c.id = p.city_id
  LEFT JOIN districts di ON di.id = p.district_id
  LEFT JOIN neighbourhoods n ON n.id = p.neighbourhood_id
  LEFT JOIN dropdown_options t ON t.type = 'property_type' AND t.value = p.property_type`;

const nullableInt = z.nullable(z.int());

export const listingSummaryRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  main_image: z.nullable(z.string()),
  sale_status: z.int(),
  property_type: z.int(),
  type_label: z.nullable(z.string()),
  price: z.int(),
  price_per_m2: nullableInt,
  default_size: nullableInt,
  net_size: nullableInt,
  lot_size: nullableInt,
  rooms: nullableInt,
  otthon_start: z.int(),
  city_id: z.int(),
  city_name: z.string(),
  district_id: nullableInt,
  district_name: z.nullable(z.string()),
  neighbourhood_id: nullableInt,
  neighbourhood_name: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  created_at: dbTimestamp,
  updated_at: dbTimestamp,
  price_reduced_at: z.nullable(dbTimestamp),
  price_before_reduction: nullableInt,
});
type ListingSummaryRow = z.infer<typeof listingSummaryRowSchema>;

/** A card row as the answer gives it. */
export function listingSummary(row: ListingSummaryRow): ListingCard {
  return {
    id: row.id,
    name: row.name,
    main_image: row.main_image,
    sale_status: saleStatusOf(row.sale_status),
    type: { value: row.property_type, label: optionLabel('property_type', row.property_type, row.type_label) },
    price: row.price,
    price_per_m2: row.price_per_m2,
    default_size: row.default_size,
    net_size: row.net_size,
    lot_size: row.lot_size,
    rooms: row.rooms,
    otthon_start: row.otthon_start === 1,
    price_reduction:
      row.price_reduced_at === null || row.price_before_reduction === null ? null : { previous_price: row.price_before_reduction, reduced_at: row.price_reduced_at },
    address: {
      city: { id: row.city_id, label: row.city_name },
      district: refOrNull(row.district_id, row.district_name),
      neighbourhood: refOrNull(row.neighbourhood_id, row.neighbourhood_name),
      postal_code: row.postal_code,
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The columns of a listing's location, for the answers that carry it (a search result, a listing's page). */
export const listingLocationColumns = 'p.latitude, p.longitude, p.location_precision';

/** The row fields listingLocationColumns reads. */
export const listingLocationRowFields = {
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  location_precision: z.nullable(z.string()),
};

/** The row's location as the public may see it (an 'area' point rounded), or null; a broken one is logged and left out. */
export function listingLocationOf(row: { id: number; latitude: number | null; longitude: number | null; location_precision: string | null }): ListingLocation | null {
  return storedLocation(row.id, row.latitude, row.longitude, row.location_precision);
}
