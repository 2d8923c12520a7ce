/**
 * @module What the price statistics pages (/ingatlanarak and /ingatlanarak/{place}) say about their place,
 * in the page and in its head alike: the heading, the crumbs, whether there is any figure, and the headline
 * medians as a sentence. The head is titled by the place, described by that sentence, shared with the site's
 * card, and indexed only when the place has a figure (else it says there are too few listings); its
 * structured data is a schema.org Dataset (each median a PropertyValue) with the crumbs.
 */
import type { BreadcrumbList, Dataset, Graph, PropertyValue } from 'schema-dts';
import type { MarketPrices } from '../../../domain/cms/marketSchemas';
import { canonicalUrl, type PageHead, sitePageHead, titleWithSite } from '../../../domain/heads/pageHead';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { pricePerM2ForintUnit, pricePerM2Text } from '../../../domain/marketStatistics/marketFormat';
import { marketPricesPath, marketPricesPathOf } from '../../../domain/marketStatistics/marketPricesPath';
import type { Crumb } from '../../../domain/pages/breadcrumbs';
import type { SiteData } from '../../../domain/site/siteData';
import type { HeadArgs } from '../routeModule';

/** "Ingatlanárak" of the scope, "Ingatlanárak: Győr" of a place. */
export function marketPricesHeading(data: Pick<MarketPrices, 'place'>): string {
  return data.place ? `Ingatlanárak: ${data.place.name}` : 'Ingatlanárak';
}

/** True when the page has at least one figure (a group with enough listings for its median). */
export function hasFigures(data: Pick<MarketPrices, 'groups'>): boolean {
  return data.groups.some((g) => g.median !== null);
}

/** Főoldal › Ingatlanárak › the places it lies in › the place. */
export function marketPricesCrumbs(data: Pick<MarketPrices, 'place' | 'parents'>): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Főoldal', path: '/' },
    { name: 'Ingatlanárak', path: marketPricesPath },
  ];
  for (const parent of data.parents) crumbs.push({ name: parent.name, path: marketPricesPathOf(parent.slug) });
  if (data.place) crumbs.push({ name: data.place.name, path: marketPricesPathOf(data.place.slug) });
  return crumbs;
}

/** The headline figures as a sentence: each group with a median, with how many listings make it. */
function marketPricesDescription(data: MarketPrices, siteName: string): string {
  const where = data.place ? data.place.name : `${siteName} kínálata`;
  const figures = data.groups.flatMap((g) => (g.median === null ? [] : [`${g.label.toLocaleLowerCase('hu')}: ${pricePerM2Text(g.median, g.sale_status)}`]));
  if (figures.length === 0) {
    return `${where}: kevés hirdetés a megbízható árstatisztikához (egy értékhez legalább ${data.min_listings} hirdetés kell).`;
  }
  return `${where}: hirdetett négyzetméterárak mediánja, ${formatNumber(data.listing_count)} hirdetés alapján. ${figures.join('; ')}.`;
}

export function head({ site, data }: HeadArgs<MarketPrices>): PageHead {
  return sitePageHead(site, marketPricesPathOf(data.place?.slug ?? null), {
    title: titleWithSite(marketPricesHeading(data), site.siteName),
    description: marketPricesDescription(data, site.siteName),
    robots: hasFigures(data) ? 'index,follow' : 'noindex',
  });
}

/**
 * The crumbs as a BreadcrumbList. Not structuredData.ts's breadcrumbJsonLd: the statistics page loads this
 * module for its heading and crumbs, and would load the other pages' structured data with it.
 */
function breadcrumbs(site: Pick<SiteData, 'siteUrl'>, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: canonicalUrl(site, crumb.path) })),
  };
}

export function jsonLd({ site, data }: HeadArgs<MarketPrices>): Graph {
  const url = canonicalUrl(site, marketPricesPathOf(data.place?.slug ?? null));
  const months = data.groups.find((g) => g.trend.length > 0)?.trend;
  const measured = data.groups.flatMap((g): PropertyValue[] =>
    g.median === null ? [] : [{ '@type': 'PropertyValue', name: `${g.label}: hirdetett négyzetméterár mediánja`, value: g.median, unitText: pricePerM2ForintUnit(g.sale_status) }],
  );
  const dataset: Dataset = {
    '@type': 'Dataset',
    name: `${marketPricesHeading(data)} – ${site.siteName}`,
    description: `${marketPricesDescription(data, site.siteName)} Hirdetett (kínálati) árak, nem eladási árak.`,
    url,
    creator: { '@type': 'Organization', name: site.siteName, url: new URL('/', site.siteUrl).href },
    isAccessibleForFree: true,
    dateModified: data.computed_at,
    spatialCoverage: { '@type': 'Place', name: data.place?.name ?? 'Magyarország', address: { '@type': 'PostalAddress', addressCountry: 'HU' } },
    ...(months && months.length > 0 ? { temporalCoverage: `${months[0]?.month}/${months.at(-1)?.month}` } : {}),
    variableMeasured: measured,
  };
  return { '@context': 'https://schema.org', '@graph': [dataset, breadcrumbs(site, marketPricesCrumbs(data))] };
}
