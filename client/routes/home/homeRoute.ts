/**
 * @module / (Főoldal): the tenant's cover, name and welcome text, a quick search into /kereses and
 * the newest listings. In the home group (a transparent header over the cover), hidden from menus
 * (SPEC section 2).
 */
import { defineRoute } from '../routeModule';
import type { HomeData } from './homeData';
import { head, jsonLd } from './homeHead';

/** One row of six, two of three, three of two. */
const newestCount = 6;

export const homeRoute = defineRoute({
  pattern: '/',
  params: () => ({}),
  layout: { homeGroup: true, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
  async load({ site, cms, server }): Promise<HomeData> {
    const [newest, options] = await Promise.all([
      // The newest listings are a bonus: without them (a unit the CMS has no listings for, a failing
      // CMS) the home page still shows, as it did before it had them.
      cms.search({ unit: site.unit, filter: { page_size: String(newestCount) } }).catch((error: unknown) => {
        console.error('Home page: the newest listings could not be loaded', error instanceof Error ? error.message : error);
        return null;
      }),
      server.dropdownOptions(),
    ]);
    return { newest, propertyTypes: options.property_type ?? [] };
  },
  head,
  jsonLd,
  dataSchema: () => import('./homeData').then((m) => m.homeDataSchema),
  page: () => import('./HomePage'),
});
