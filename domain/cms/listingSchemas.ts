/**
 * @module Listings as CMS answers give them: a card in a list (search results, an office's or an
 * agent's listings), a page of cards, and one listing with everything its page shows (zod/mini,
 * see refSchemas.ts).
 */
import * as z from 'zod/mini';
import { searchFilterFields } from '../search/searchFilter';
import { answerLocationSchema } from '../listings/listingLocation';
import { agentSummarySchema, labelledValueSchema, namedRefSchema, officeSummarySchema } from './refSchemas';

const nullableInt = z.nullable(z.int());

const listingAddressSchema = z.object({
  city: namedRefSchema,
  district: z.nullable(namedRefSchema),
  neighbourhood: z.nullable(namedRefSchema),
  /** Four digits, as Magyar Posta writes it; null where the CMS does not know it. */
  postal_code: z.nullable(z.string()),
});

export const listingCardSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  main_image: z.nullable(z.string()),
  sale_status: labelledValueSchema,
  type: labelledValueSchema,
  /** Forints; a rent or lease is the monthly fee. */
  price: z.int().check(z.positive()),
  /** Forints per m² of floor area (of plot area for a plot). */
  price_per_m2: nullableInt,
  /** Square metres. */
  default_size: nullableInt,
  net_size: nullableInt,
  lot_size: nullableInt,
  rooms: nullableInt,
  otthon_start: z.boolean(),
  /** The latest price change when it was a reduction (the card's "Árcsökkenés" badge), else null. */
  price_reduction: z.nullable(z.object({ previous_price: z.int().check(z.positive()), reduced_at: z.string() })),
  address: listingAddressSchema,
  /** ISO 8601, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** A page of a listing list: the same paging everywhere. */
function listingPageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Listings on all pages. */
    total: z.int().check(z.minimum(0)),
    page: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1)),
  });
}

const listingCardPageSchema = listingPageSchema(listingCardSchema);

/**
 * A page of an office's or an agent's listings, every sale status among them, with how many of each
 * status there are (only the statuses there are, by value), so the page can say what its total counts.
 */
export const ownerListingPageSchema = z.extend(listingCardPageSchema, {
  by_sale_status: z.array(z.object({ value: z.int(), count: z.int().check(z.positive()) })),
});
export type OwnerListingPage = z.infer<typeof ownerListingPageSchema>;

/**
 * A card with the slogan under `description`, as the property answer has it (SPEC: description.slogan), and
 * where it is on the map (domain/listings/listingLocation.ts): null for none, an 'area' point never finer than 0.005°.
 */
export const searchResultItemSchema = z.extend(listingCardSchema, { description: z.object({ slogan: z.string() }), location: answerLocationSchema });
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResultSchema = listingPageSchema(searchResultItemSchema);

/** What the built-in CMS measured in D1 for the page and the count together (the benchmark reads it). */
const searchMetaSchema = z.object({
  /** Rows (table and index entries) D1 read, as it reports `rows_read`. */
  rowsRead: z.int().check(z.minimum(0)),
  /** Wall time of the D1 batch as the worker saw it, in milliseconds. */
  durationMs: z.number().check(z.minimum(0)),
  /** SQL execution time D1 reported (`meta.duration`), in milliseconds. */
  sqlDurationMs: z.number().check(z.minimum(0)),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

/** Every feature a listing page lists, in the filter's order (its multi-selects, then furnished). */
export const listingFeatureKeys = searchFilterFields.flatMap((field) => (field.kind === 'multiSelect' || field.kind === 'yesNo' ? [field.name] : []));

const featureSchema = z.object({
  key: z.enum(listingFeatureKeys),
  label: z.string(),
  values: z.array(labelledValueSchema).check(z.minLength(1)),
});
export type Feature = z.infer<typeof featureSchema>;

const energyCertificateSchema = z.object({
  value: z.int(),
  /** As written on the certificate: "A+", "CC". */
  code: z.string(),
  label: z.string(),
  /** current: A+++ to I (since 2024); old: AA++ to JJ. */
  scale: z.enum(['current', 'old']),
  /** 1 is the best class of its scale. */
  rank: z.int(),
  /** Every class of the scale, best first, for drawing it. */
  scale_classes: z.array(z.string()),
});
export type EnergyCertificate = z.infer<typeof energyCertificateSchema>;

/** An ISO date, YYYY-MM-DD. */
const isoDate = z.string().check(z.regex(/^[12][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/));
const forints = z.int().check(z.minimum(0));

/**
 * What a renter asks first (docs/api/network.md): null fields are not stated. The deposit is in
 * months of the fee or in forints; running costs are forints a month.
 */
const rentalTermsSchema = z.object({
  deposit: z.nullable(
    z.union([
      z.object({ months: z.int().check(z.minimum(1), z.maximum(12)) }),
      z.object({ forints: z.int().check(z.positive()) }),
    ]),
  ),
  /** Rezsi: utilities a month, as estimated. */
  utilities_monthly: z.nullable(forints),
  /** Közös költség: the condominium's common charge a month. */
  common_charge_monthly: z.nullable(forints),
  pets_allowed: z.nullable(z.boolean()),
  /** The earliest move-in: at once, or from a date. */
  move_in: z.nullable(z.union([z.literal('now'), isoDate])),
});
export type RentalTerms = z.infer<typeof rentalTermsSchema>;

/** Most price changes a listing's answer carries: the latest ones. */
export const maxPriceChanges = 50;

/** One change of a listing's asking price (ISO 8601, UTC). */
const priceChangeSchema = z.object({
  changed_at: z.string(),
  old_price: z.int().check(z.positive()),
  new_price: z.int().check(z.positive()),
});

/** One listing: what /ingatlan/{id} shows and its head needs (SPEC section 2). */
export const propertyDetailSchema = z.extend(listingCardSchema, {
  og_image: z.nullable(z.string()),
  /** Pictures in gallery order; `caption` (Hungarian, what the picture shows) serves as alt text. */
  images: z.array(z.object({ position: z.int(), url: z.string(), caption: z.nullable(z.string()) })),
  address: z.extend(listingAddressSchema, {
    county: namedRefSchema,
    street: z.nullable(z.string()),
  }),
  description: z.object({ slogan: z.string(), text: z.string() }),
  features: z.array(featureSchema),
  energy_certificate: z.nullable(energyCertificateSchema),
  /**
   * Null for a listing for sale, or a rental that states none of its terms; an upstream CMS that
   * does not send them yet reads as stating none, rather than failing the listing's page.
   */
  rental: z._default(z.nullable(rentalTermsSchema), null),
  franchise_id: z.int(),
  office: officeSummarySchema,
  agent: z.nullable(agentSummarySchema),
  /** Every change of the asking price, oldest first (at most maxPriceChanges, the latest ones); `price` is the current one. */
  price_history: z.array(priceChangeSchema).check(z.maxLength(maxPriceChanges)),
  /**
   * The nearest place around it whose price statistics have a figure (its district or city, else its
   * county), for the "Ingatlanárak" link; null for none (the scope's page). A CMS that does not send it reads as null.
   */
  market_place: z._default(z.nullable(z.object({ name: z.string(), slug: z.string() })), null),
  /** Where it is on the map, as the search result item has it. */
  location: answerLocationSchema,
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** Most similar listings a listing's page shows. */
export const maxSimilarListings = 8;

/** Listings like one listing (same district or city, type and sale status, price within ±25%), closest price first. */
export const similarListingsSchema = z.array(listingCardSchema).check(z.maxLength(maxSimilarListings));
export type SimilarListings = z.infer<typeof similarListingsSchema>;

/** The search's whole answer: an upstream CMS need not report meta. */
export const searchAnswerSchema = z.object({ data: searchResultSchema, meta: z.optional(searchMetaSchema) });

/** Why a listing is no longer offered. */
export const offMarketStatuses = ['sold', 'withdrawn'] as const;

/**
 * A listing that is no longer offered (sold or withdrawn), as its former page shows it: what it was and
 * where, and the offered listings most like it (same district or city, type and sale status, closest
 * price first). An id the CMS never had is not one (404).
 */
export const offMarketListingSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  status: z.enum(offMarketStatuses),
  /** When it left the market (ISO 8601, UTC). */
  left_at: z.string(),
  sale_status: labelledValueSchema,
  type: labelledValueSchema,
  address: z.object({ county: namedRefSchema, city: namedRefSchema, district: z.nullable(namedRefSchema) }),
  similar: similarListingsSchema,
});
export type OffMarketListing = z.infer<typeof offMarketListingSchema>;

/** A pin of the map: id, latitude, longitude (5 decimals; an 'area' listing's point on its grid), short price, precision (0 exact, 1 street, 2 area). */
const mapPointSchema = z.tuple([z.int(), z.number(), z.number(), z.string(), z.union([z.literal(0), z.literal(1), z.literal(2)])]);
/** A grid cluster of the map: its centre and how many listings it holds. */
const mapClusterSchema = z.tuple([z.number(), z.number(), z.int()]);

/** Not in the spec: a search's listings on the map (docs/api/search.md, GET /api/cms/properties/map). */
export const propertyMapSchema = z.object({
  /** The search's count, as the list's; the rectangle does not change it. */
  total: z.int(),
  /** How many of `total` have no coordinates. */
  notOnMap: z.int(),
  /** The listings in the rectangle, when at most maxMapPoints; else empty. */
  points: z.array(mapPointSchema),
  /** Above maxMapPoints in the rectangle: grid clusters instead of points. */
  clusters: z.array(mapClusterSchema),
});
export type PropertyMap = z.infer<typeof propertyMapSchema>;
