/**
 * @module The CMS contract (domain/cms/cmsContract.ts) as the built-in CMS answers it: each call with what its API
 * validates (params, query, body), the back office's routes read both from here. Apart from the contract so the
 * site's worker, which writes calls and reads answers but validates no CMS request, does not bundle these schemas
 * (about 1.5 KiB gzipped of its 180 KiB budget). A Record over every call: a new call must say what it takes.
 */
import { type CmsCallName, cmsContract } from './cmsContract';
import { leadBodySchema } from './leadRequestSchema';
import { dropdownsBodySchema, idParamsSchema, listingCardsQuerySchema, marketPricesQuerySchema, officeListQuerySchema, optionalUnitQuerySchema, pagedDetailQuerySchema, placeSearchBodySchema, sitemapQuerySchema, subdomainParamsSchema, unitQuerySchema } from './requestSchemas';
import { propertyMapRequestSchema, searchRequestSchema } from './searchRequestSchema';

export const cmsApiContract = {
  siteDirectory: { ...cmsContract.siteDirectory },
  siteRecord: { ...cmsContract.siteRecord, params: subdomainParamsSchema },
  menuEntries: { ...cmsContract.menuEntries, query: unitQuerySchema },
  privacyPolicy: { ...cmsContract.privacyPolicy, query: unitQuerySchema },
  termsAndConditions: { ...cmsContract.termsAndConditions, query: unitQuerySchema },
  dropdownOptions: { ...cmsContract.dropdownOptions, body: dropdownsBodySchema },
  places: { ...cmsContract.places, body: placeSearchBodySchema },
  placeCounts: { ...cmsContract.placeCounts, query: unitQuerySchema },
  search: { ...cmsContract.search, query: searchRequestSchema },
  listingCards: { ...cmsContract.listingCards, query: listingCardsQuerySchema },
  propertyMap: { ...cmsContract.propertyMap, query: propertyMapRequestSchema },
  property: { ...cmsContract.property, params: idParamsSchema, query: optionalUnitQuerySchema },
  similarListings: { ...cmsContract.similarListings, params: idParamsSchema, query: optionalUnitQuerySchema },
  offMarketListing: { ...cmsContract.offMarketListing, params: idParamsSchema, query: optionalUnitQuerySchema },
  leads: { ...cmsContract.leads, body: leadBodySchema },
  offices: { ...cmsContract.offices, query: officeListQuerySchema },
  office: { ...cmsContract.office, params: idParamsSchema, query: pagedDetailQuerySchema },
  agent: { ...cmsContract.agent, params: idParamsSchema, query: pagedDetailQuerySchema },
  cmsPage: { ...cmsContract.cmsPage, params: idParamsSchema, query: unitQuerySchema },
  marketPrices: { ...cmsContract.marketPrices, query: marketPricesQuerySchema },
  marketPlaces: { ...cmsContract.marketPlaces, query: unitQuerySchema },
  sitemap: { ...cmsContract.sitemap, query: sitemapQuerySchema },
} satisfies Record<CmsCallName, object>;
