/**
 * @module The head, crumbs and structured data of the price statistics pages (/ingatlanarak and
 * /ingatlanarak/{place}): titled by the place, described by its headline median, indexed only
 * when it has a figure, and written as a schema.org Dataset with the figures.
 */
import type { BreadcrumbList, Dataset, Graph, PropertyValue } from 'schema-dts';
import type { Crumb } from '../pages/breadcrumbs';
import type { MarketPrices } from '../cms/marketSchemas';
import { canonicalUrl, type PageHead, siteShareImage, titleWithSite } from '../heads/pageHead';
import type { SiteData } from '../site/siteData';
import { formatNumber } from '../helpers/numberFormat';
import { pricePerM2Text, pricePerM2Unit } from './marketFormat';
import { marketPricesPath, marketPricesPathOf } from './marketPricesPath';

export { marketPricesPath, marketPricesPathOf } from './marketPricesPath';

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
export function marketPricesDescription(data: MarketPrices, siteName: string): string {
  const where = data.place ? data.place.name : `${siteName} kínálata`;
  const figures = data.groups.flatMap((g) => (g.median === null ? [] : [`${g.label.toLocaleLowerCase('hu')}: ${pricePerM2Text(g.median, g.sale_status)}`]));
  if (figures.length === 0) {
    return `${where}: kevés hirdetés a megbízható árstatisztikához (egy értékhez legalább ${data.min_listings} hirdetés kell).`;
  }
  return `${where}: hirdetett négyzetméterárak mediánja, ${formatNumber(data.listing_count)} hirdetés alapján. ${figures.join('; ')}.`;
}

/** The page's head: a place without any figure is not indexed (it says there are too few listings). */
export function marketPricesHead(site: SiteData, data: MarketPrices): PageHead {
  const title = titleWithSite(marketPricesHeading(data), site.siteName);
  const description = marketPricesDescription(data, site.siteName);
  return {
    title,
    description,
    canonicalUrl: canonicalUrl(site, marketPricesPathOf(data.place?.slug ?? null)),
    ogTitle: title,
    ogDescription: description,
    ogImage: siteShareImage(site),
    ogType: 'website',
    robots: hasFigures(data) ? 'index,follow' : 'noindex',
  };
}

function breadcrumbs(site: Pick<SiteData, 'siteUrl'>, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: canonicalUrl(site, crumb.path) })),
  };
}

/** The statistics as a schema.org Dataset (each median a PropertyValue) with the crumbs. */
export function marketPricesJsonLd(site: SiteData, data: MarketPrices): Graph {
  const url = canonicalUrl(site, marketPricesPathOf(data.place?.slug ?? null));
  const months = data.groups.find((g) => g.trend.length > 0)?.trend;
  const measured = data.groups.flatMap((g): PropertyValue[] =>
    g.median === null ? [] : [{ '@type': 'PropertyValue', name: `${g.label}: hirdetett négyzetméterár mediánja`, value: g.median, unitText: pricePerM2Unit(g.sale_status) }],
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
