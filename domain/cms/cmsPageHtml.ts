/**
 * @module How much HTML a CMS page may hold: the CMS contract refuses more, and the site's sanitizer does
 * not read more (README, "The CMS page sanitizer").
 */

/**
 * The most characters (UTF-16 code units, a JavaScript string's length) a CMS page's `content_html` may have:
 * about 1 MB of markup, far beyond any page an author writes, and what the sanitizer reads in well under 50 ms.
 */
export const cmsPageHtmlMaxLength = 1_000_000;
