/**
 * @module The head of / : titled by its menu label ("Főoldal" unless the menu names it otherwise)
 * followed by the site title, described by the site's SEO text and shared with the site's card. Its
 * structured data: the tenant as a schema.org RealEstateAgent (domain/heads/structuredData.ts).
 */
import type { RealEstateAgent, WithContext } from 'schema-dts';
import { type PageHead, titledPageHead } from '../../../domain/heads/pageHead';
import { siteJsonLd } from '../../../domain/heads/structuredData';
import { menuLabel } from '../../../domain/pages/pageTitles';
import type { HeadArgs } from '../routeModule';
import type { HomeData } from './homeData';

export function head({ site, menus, url }: HeadArgs<HomeData>): PageHead {
  return titledPageHead(site, menuLabel(menus, '/', 'Főoldal'), url.pathname);
}

export function jsonLd({ site }: HeadArgs<HomeData>): WithContext<RealEstateAgent> {
  return siteJsonLd(site);
}
