/**
 * @module / (Főoldal): the tenant's cover, name and welcome text. In the home group (a transparent
 * header over the cover), hidden from menus (SPEC section 2).
 */
import { menuLabel, menuPageHead } from '../../../domain/pageHead';
import { siteJsonLd } from '../../../domain/structuredData';
import { defineRoute } from '../routeModule';
// The page's styles go into the main stylesheet, so a client-side navigation never waits for CSS.
import './homePage.css';


export const homeRoute = defineRoute({
  pattern: '/',
  params: () => ({}),
  layout: { homeGroup: true, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
  load: async () => ({}),
  head: ({ site, menus, url }) => menuPageHead(site, menuLabel(menus, '/', 'Főoldal'), url.pathname),
  jsonLd: ({ site }) => siteJsonLd(site),
  dataSchema: () => import('./homeData').then((m) => m.homeDataSchema),
  page: () => import('./HomePage'),
});
