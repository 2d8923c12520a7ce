/**
 * @module Every CMS call the site makes, described once: method, path, what the built-in API
 * validates (params, query, body), the answer's schema, and how the site writes its input into the
 * request. The built-in API (worker/cms/), the forwarding mode and the site's typed client
 * (worker/cms/cmsClient.ts) all read this table, so none of them can drift from the others.
 * Only the worker imports it at run time (it holds the request schemas); the client imports its types.
 */
import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';
import { cmsFileSchema } from './fileSchema';
import { dropdownOptionsSchema, type DropdownType } from '../search/filterDropdowns';
import { menuEntrySchema } from './menuSchema';
import { siteDirectorySchema } from './siteDirectorySchema';
import { siteRecordSchema } from './siteRecordSchema';
import { type Unit, unitFields, unitQueryString } from '../tenant/unit';
import { leadBodySchema } from './leadRequestSchema';
import { type LeadInput, leadReceiptSchema } from './leadSchemas';
import { listingCardSchema, offMarketListingSchema, propertyDetailSchema, propertyMapSchema, searchResultSchema, similarListingsSchema } from './listingSchemas';
import { listedMarketPlaceSchema, marketPricesSchema } from './marketSchemas';
import { agentDetailSchema, cmsPageSchema, officeDetailSchema, officeListItemSchema, placeOptionSchema, sitemapSchema } from './networkSchemas';
import {
  dropdownsBodySchema,
  idParamsSchema,
  listingCardsQuerySchema,
  marketPricesQuerySchema,
  officeListQuerySchema,
  optionalUnitQuerySchema,
  pagedDetailQuerySchema,
  placeSearchBodySchema,
  sitemapQuerySchema,
  subdomainParamsSchema,
  unitQuerySchema,
} from './requestSchemas';
import { propertyMapRequestSchema, searchRequestSchema } from './searchRequestSchema';
import { placeCountsSchema } from './placeCountSchemas';

/** A call as the site writes it: path parameters, a query string, a JSON body, and for a write its site and key. */
interface CmsRequest {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  /**
   * The origin of the tenant site the call is made for (`https://immo1.example.hu`): the request goes to
   * that host, and the CMS takes the site from it, never from the body. Calls without one need no site.
   */
  site?: string;
  /** Sent as `Idempotency-Key`: the CMS keeps one record per key, so a retried write is not stored twice. */
  idempotencyKey?: string;
}

interface CmsCall<Input> {
  method: 'GET' | 'POST';
  /** A pattern with `:name` parameters, as Hono and regexparam read it. */
  path: string;
  /** What the built-in API validates; a call without one takes nothing there. */
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** The answer's `data`. */
  answer: $ZodType;
  /** How the site's typed client writes its input into the request. */
  request: (input: Input) => CmsRequest;
}

/** Keeps each call's own types (its schemas and input) while checking it is a call. */
const call = <C extends CmsCall<never>>(definition: C): C => definition;

/** The unit's optional query of detail calls: a site always scopes them to itself. */
const scoped = (unit: Unit | null, extra: Record<string, string> = {}) =>
  [unit ? unitQueryString(unit) : '', new URLSearchParams(extra).toString()].filter(Boolean).join('&');

/** The page of a listing list, left out for the first. */
const pageQuery = (page: number | undefined): Record<string, string> => (page && page > 1 ? { page: String(page) } : {});

/** A search filter as query parameters (docs/api/search.md), without the unit. */
type SearchFilterQuery = Readonly<Record<string, string | readonly string[]>>;

function searchQuery(unit: Unit, filter: SearchFilterQuery): string {
  const query = new URLSearchParams(unitQueryString(unit));
  for (const [name, value] of Object.entries(filter)) {
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
  }
  return query.toString();
}

/**
 * The calls, in matching order: a literal path comes before a parameter that would also match it
 * (getPages before pages/{id}, search and cards before properties/{id}).
 */
export const cmsContract = {
  /** Not in the spec: every public site's subdomain, so the worker can refuse unknown ones without a call per name. */
  siteDirectory: call({
    method: 'GET',
    path: '/api/cms/public-site-domains',
    answer: siteDirectorySchema,
    request: (_input: Record<string, never>) => ({}),
  }),
  siteRecord: call({
    method: 'GET',
    path: '/api/cms/public-site-domains/:subdomain',
    params: subdomainParamsSchema,
    answer: siteRecordSchema,
    request: (input: { subdomain: string }) => ({ params: { subdomain: input.subdomain } }),
  }),
  menuEntries: call({
    method: 'GET',
    path: '/api/cms/pages/getPages',
    query: unitQuerySchema,
    answer: z.array(menuEntrySchema),
    request: (input: { unit: Unit }) => ({ query: unitQueryString(input.unit) }),
  }),
  privacyPolicy: call({
    method: 'GET',
    path: '/api/cms/files/privacy-policy',
    query: unitQuerySchema,
    answer: cmsFileSchema,
    request: (input: { unit: Unit }) => ({ query: unitQueryString(input.unit) }),
  }),
  termsAndConditions: call({
    method: 'GET',
    path: '/api/cms/files/terms-and-conditions',
    query: unitQuerySchema,
    answer: cmsFileSchema,
    request: (input: { unit: Unit }) => ({ query: unitQueryString(input.unit) }),
  }),
  dropdownOptions: call({
    method: 'POST',
    path: '/api/cms/dropdowns/getByType',
    body: dropdownsBodySchema,
    answer: dropdownOptionsSchema,
    request: (input: { unit: Unit; types: readonly DropdownType[] }) => ({ body: { types: input.types, ...unitFields(input.unit) } }),
  }),
  places: call({
    method: 'POST',
    path: '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty',
    body: placeSearchBodySchema,
    answer: z.array(placeOptionSchema),
    request: (input: { search?: string; ids?: readonly string[]; type?: string; limit?: number }) => ({ body: input }),
  }),
  /** Not in the spec: the places a unit has listings in, with their counts by sale status (docs/api/network.md). */
  placeCounts: call({
    method: 'GET',
    path: '/api/cms/places/counts',
    query: unitQuerySchema,
    answer: placeCountsSchema,
    request: (input: { unit: Unit }) => ({ query: unitQueryString(input.unit) }),
  }),
  search: call({
    method: 'GET',
    path: '/api/cms/properties/search',
    query: searchRequestSchema,
    answer: searchResultSchema,
    request: (input: { unit: Unit; filter: SearchFilterQuery }) => ({ query: searchQuery(input.unit, input.filter) }),
  }),
  /** Not in the spec: the cards of listings named by id, those the unit shows, in the order asked (a visitor's favourites). */
  listingCards: call({
    method: 'GET',
    path: '/api/cms/properties/cards',
    query: listingCardsQuerySchema,
    answer: z.array(listingCardSchema),
    request: (input: { unit: Unit; ids: readonly number[] }) => ({ query: `${unitQueryString(input.unit)}&ids=${input.ids.join(',')}` }),
  }),
  /**
   * Not in the spec: a search's listings on the map, in a rectangle (`bbox`, `zoom` beside the search's own
   * parameters in `filter`). A CMS without it answers 404, which the site passes on and the map shows as unavailable.
   */
  propertyMap: call({
    method: 'GET',
    path: '/api/cms/properties/map',
    query: propertyMapRequestSchema,
    answer: propertyMapSchema,
    request: (input: { unit: Unit; filter: SearchFilterQuery }) => ({ query: searchQuery(input.unit, input.filter) }),
  }),
  property: call({
    method: 'GET',
    path: '/api/cms/properties/:id',
    params: idParamsSchema,
    query: optionalUnitQuerySchema,
    answer: propertyDetailSchema,
    request: (input: { id: number; unit: Unit | null }) => ({ params: { id: input.id }, query: scoped(input.unit) }),
  }),
  similarListings: call({
    method: 'GET',
    path: '/api/cms/properties/:id/similar',
    params: idParamsSchema,
    query: optionalUnitQuerySchema,
    answer: similarListingsSchema,
    request: (input: { id: number; unit: Unit | null }) => ({ params: { id: input.id }, query: scoped(input.unit) }),
  }),
  /**
   * Not in the spec: a listing no longer offered (sold or withdrawn) with the offered listings like it; 404 for
   * one still offered or never known. A CMS without it answers 404, which the site shows as not found.
   */
  offMarketListing: call({
    method: 'GET',
    path: '/api/cms/properties/:id/off-market',
    params: idParamsSchema,
    query: optionalUnitQuerySchema,
    answer: offMarketListingSchema,
    request: (input: { id: number; unit: Unit | null }) => ({ params: { id: input.id }, query: scoped(input.unit) }),
  }),
  /**
   * Stores an enquiry. Not public: the public mount takes it only with the service token (CMS_SERVICE_TOKEN).
   * The site (subdomain, page) comes from the request's host, the enquiry's id as its Idempotency-Key.
   */
  leads: call({
    method: 'POST',
    path: '/api/cms/leads',
    body: leadBodySchema,
    answer: leadReceiptSchema,
    request: (input: { unit: Unit; lead: LeadInput; siteUrl: string; enquiryId: string }) => ({
      body: { ...unitFields(input.unit), ...input.lead },
      site: input.siteUrl,
      idempotencyKey: input.enquiryId,
    }),
  }),
  offices: call({
    method: 'GET',
    path: '/api/cms/offices',
    query: officeListQuerySchema,
    answer: z.array(officeListItemSchema),
    request: (input: { unit: Unit & { type: 'franchise' } }) => ({ query: unitQueryString(input.unit) }),
  }),
  office: call({
    method: 'GET',
    path: '/api/cms/offices/:id',
    params: idParamsSchema,
    query: pagedDetailQuerySchema,
    answer: officeDetailSchema,
    request: (input: { id: number; unit: Unit | null; page?: number }) => ({ params: { id: input.id }, query: scoped(input.unit, pageQuery(input.page)) }),
  }),
  agent: call({
    method: 'GET',
    path: '/api/cms/agents/:id',
    params: idParamsSchema,
    query: pagedDetailQuerySchema,
    answer: agentDetailSchema,
    request: (input: { id: number; unit: Unit | null; page?: number }) => ({ params: { id: input.id }, query: scoped(input.unit, pageQuery(input.page)) }),
  }),
  cmsPage: call({
    method: 'GET',
    path: '/api/cms/pages/:id',
    params: idParamsSchema,
    query: unitQuerySchema,
    answer: cmsPageSchema,
    request: (input: { id: number; unit: Unit }) => ({ params: { id: input.id }, query: unitQueryString(input.unit) }),
  }),
  /** Not in the spec: price statistics of the unit's listings, for its whole scope or one place (by slug). */
  marketPrices: call({
    method: 'GET',
    path: '/api/cms/market-prices',
    query: marketPricesQuerySchema,
    answer: marketPricesSchema,
    request: (input: { unit: Unit; place: string | null }) => ({ query: scoped(input.unit, input.place ? { place: input.place } : {}) }),
  }),
  /** Not in the spec: the places with enough of the unit's listings for a figure on their statistics page, for the sitemap. */
  marketPlaces: call({
    method: 'GET',
    path: '/api/cms/market-prices/places',
    query: unitQuerySchema,
    answer: z.array(listedMarketPlaceSchema),
    request: (input: { unit: Unit }) => ({ query: unitQueryString(input.unit) }),
  }),
  sitemap: call({
    method: 'GET',
    path: '/api/cms/sitemap',
    query: sitemapQuerySchema,
    answer: sitemapSchema,
    request: (input: { unit: Unit; after?: number; limit?: number }) => ({
      query: scoped(input.unit, {
        ...(input.after ? { after: String(input.after) } : {}),
        ...(input.limit ? { limit: String(input.limit) } : {}),
      }),
    }),
  }),
};

type CmsContract = typeof cmsContract;
export type CmsCallName = keyof CmsContract;

/** What the site gives a call. */
export type CmsInput<K extends CmsCallName> = Parameters<CmsContract[K]['request']>[0];

/** A call's answer data, as its schema reads it. */
export type CmsAnswer<K extends CmsCallName> = output<CmsContract[K]['answer']>;

/**
 * The site's typed CMS client: one function a call; null when the CMS answers 404 (no such
 * record, or not within the asking unit); throws when the CMS fails.
 */
export type CmsClient = { readonly [K in CmsCallName]: (input: CmsInput<K>) => Promise<CmsAnswer<K> | null> };

/** The request the contract writes for a call's input (each entry's writer takes that entry's input). */
export function writeCmsRequest<K extends CmsCallName>(name: K, input: CmsInput<K>): CmsRequest {
  const write = cmsContract[name].request as (input: CmsInput<K>) => CmsRequest;
  return write(input);
}
