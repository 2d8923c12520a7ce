/**
 * @module The shapes of the rows the demo data writes: one zod schema per table (column lists come
 * from the schemas), and one generated listing with its child rows.
 */
import * as z from 'zod';

const id = z.number().int().positive();
const optionalValue = z.number().int().nullable();
const timestamp = z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

export const countyRowSchema = z.object({ id, name: z.string(), name_folded: z.string(), kind: z.enum(['capital', 'county']), population: z.number().int() });
export const cityRowSchema = z.object({
  id,
  county_id: id,
  name: z.string(),
  name_folded: z.string(),
  kind: z.enum(['capital', 'county_seat', 'town', 'village']),
  population: z.number().int(),
});
export const districtRowSchema = z.object({ id, city_id: id, roman: z.string(), name: z.string(), nickname: z.string().nullable(), population: z.number().int() });
export const neighbourhoodRowSchema = z.object({ id, city_id: id, district_id: id.nullable(), name: z.string(), name_folded: z.string() });
export const franchiseRowSchema = z.object({ id, name: z.string(), email: z.string(), phone: z.string(), created_at: timestamp });
export const officeRowSchema = z.object({
  id,
  franchise_id: id,
  name: z.string().min(1),
  city_id: id,
  district_id: id.nullable(),
  address: z.string().min(1),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  picture_url: z.string().startsWith('/media/'),
  created_at: timestamp,
});
export const agentRowSchema = z.object({
  id,
  office_id: id,
  fullname: z.string().min(3),
  photo_url: z.string().startsWith('/media/'),
  phone: z.string(),
  email: z.string(),
  created_at: timestamp,
});
export const profileRowSchema = z.object({ agent_id: id, banner_url: z.string().startsWith('/media/'), introduction: z.string().min(1) });
export const propertyRowSchema = z.object({
  id,
  franchise_id: id,
  office_id: id,
  agent_id: id.nullable(),
  name: z.string().min(1),
  sale_status: z.number().int().min(0).max(2),
  property_type: z.number().int(),
  price: z.number().int().positive(),
  default_size: z.number().int().positive().nullable(),
  net_size: z.number().int().positive().nullable(),
  lot_size: z.number().int().positive().nullable(),
  rooms: z.number().int().min(0).nullable(),
  condition: optionalValue,
  energy_certificate: optionalValue,
  building_condition: optionalValue,
  floor: optionalValue,
  surrounding: optionalValue,
  structure: optionalValue,
  accessibility: optionalValue,
  heating: optionalValue,
  cooling: optionalValue,
  orientation: optionalValue,
  car: optionalValue,
  outlook: optionalValue,
  noisiness: optionalValue,
  disabled: optionalValue,
  garden: optionalValue,
  terrace: optionalValue,
  airbnb: optionalValue,
  insulation: optionalValue,
  furnished: z.number().int().min(0).max(1).nullable(),
  public_utility_mask: z.number().int().min(0),
  equipment_mask: z.number().int().min(0),
  discounts_mask: z.number().int().min(0),
  otthon_start: z.number().int().min(0).max(1),
  main_image: z.string().startsWith('/media/'),
  og_image: z.string().startsWith('/media/'),
  county_id: id,
  city_id: id,
  district_id: id.nullable(),
  neighbourhood_id: id.nullable(),
  street: z.string().nullable(),
  /** Four digits (irányítószám); null where the place's postcode is not known. */
  postal_code: z.string().regex(/^[1-9][0-9]{3}$/).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  // A rental's terms (rentalTerms.ts); null for a listing for sale.
  deposit_months: z.number().int().min(1).max(12).nullable(),
  deposit_amount: z.number().int().positive().nullable(),
  utilities_monthly: z.number().int().min(0).nullable(),
  common_charge_monthly: z.number().int().min(0).nullable(),
  pets_allowed: z.union([z.literal(0), z.literal(1)]).nullable(),
  move_in: z.union([z.literal('now'), z.string().regex(/^[12][0-9]{3}-[01][0-9]-[0-3][0-9]$/)]).nullable(),
  // Where it is on the map (listingLocations.ts); all three null for a listing off the map.
  latitude: z.number().min(45).max(49).nullable(),
  longitude: z.number().min(15.5).max(23.5).nullable(),
  location_precision: z.enum(['exact', 'street', 'area']).nullable(),
});
export const descriptionRowSchema = z.object({ property_id: id, slogan: z.string().min(1), description: z.string().min(1) });
export const imageRowSchema = z.object({ property_id: id, position: z.number().int().min(0), url: z.string().startsWith('/media/'), caption: z.string().min(1) });
export const cmsPageRowSchema = z.object({
  id,
  unit_type: z.enum(['franchise', 'office']),
  unit_id: id,
  title: z.string().min(1),
  content_html: z.string().min(1),
  created_at: timestamp,
  updated_at: timestamp,
});
/** A change of a listing's asking price (migrations/0009_price_history.sql). */
export const priceChangeRowSchema = z.object({ property_id: id, changed_at: timestamp, old_price: z.number().int().positive(), new_price: z.number().int().positive() });
export const dropdownRowSchema = z.object({ type: z.string(), value: z.number().int(), label: z.string(), position: z.number().int() });

export type FranchiseRow = z.infer<typeof franchiseRowSchema>;
export type ProfileRow = z.infer<typeof profileRowSchema>;
export type DropdownRow = z.infer<typeof dropdownRowSchema>;
export type PropertyRow = z.infer<typeof propertyRowSchema>;
type DescriptionRow = z.infer<typeof descriptionRowSchema>;
export type ImageRow = z.infer<typeof imageRowSchema>;
export type OfficeRow = z.infer<typeof officeRowSchema>;
export type AgentRow = z.infer<typeof agentRowSchema>;
export type PriceChangeRow = z.infer<typeof priceChangeRowSchema>;
export type CmsPageRow = z.infer<typeof cmsPageRowSchema>;

/** One generated listing with its texts and images. */
export interface Listing {
  property: PropertyRow;
  description: DescriptionRow;
  images: ImageRow[];
}

/** A listing no longer offered (migrations/0016_listing_status.sql): sold or withdrawn, with what its former page shows. */
export const offMarketRowSchema = z.object({
  id,
  franchise_id: id,
  office_id: id,
  name: z.string().min(1),
  status: z.enum(['sold', 'withdrawn']),
  sale_status: z.number().int().min(0).max(2),
  property_type: z.number().int(),
  price: z.number().int().positive(),
  county_id: id,
  city_id: id,
  district_id: id.nullable(),
  left_at: z.string(),
});
export type OffMarketRow = z.infer<typeof offMarketRowSchema>;

