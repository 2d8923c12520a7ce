/**
 * @module schema.org structured data (JSON-LD) for crawlers.
 */
import { absoluteUrl } from './pageHead';
import type { SiteData } from './siteData';

/** The tenant as a schema.org RealEstateAgent, with its logo and social profiles. */
export function siteJsonLd(site: SiteData): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site.siteName,
    url: new URL('/', site.siteUrl).href,
    ...(site.seoText ? { description: site.seoText } : {}),
    ...(site.logoUrl ? { logo: absoluteUrl(site.logoUrl, site.siteUrl) } : {}),
    ...(site.coverPhotoUrl ? { image: absoluteUrl(site.coverPhotoUrl, site.siteUrl) } : {}),
    ...(site.socialPlatforms.length ? { sameAs: site.socialPlatforms.map((p) => p.url) } : {}),
  };
}
