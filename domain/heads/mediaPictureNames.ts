/**
 * @module The demo's drawn pictures at /media/* (the card worker draws them): each as an SVG for pages, and
 * as a raster for what shows no SVG (Gmail and Outlook in e-mails): the logo, text on flat colour, a PNG;
 * the pictures of places and people JPEGs, which weigh less.
 */

/** The drawn pictures, by the name before the extension. */
export const drawnPictures = ['logo', 'cover', 'property', 'person'] as const;
export type DrawnPicture = (typeof drawnPictures)[number];

/** Each picture's raster format, and the width it is drawn at (the SVG's own width, or what an e-mail shows sharply). */
export const rasterForms: Readonly<Record<DrawnPicture, { format: 'png' | 'jpeg'; width: number }>> = {
  logo: { format: 'png', width: 160 },
  cover: { format: 'jpeg', width: 1200 },
  property: { format: 'jpeg', width: 800 },
  person: { format: 'jpeg', width: 400 },
};

const extensions = { png: 'png', jpeg: 'jpg' } as const;

/** A drawn SVG's Content-Security-Policy (the card worker's, kept by the site instead of a page's): it runs and loads nothing, framed nowhere. */
export const svgPicturePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The file name of a picture's raster form. @example rasterFileName('logo') // 'logo.png' */
export function rasterFileName(picture: DrawnPicture): string {
  return `${picture}.${extensions[rasterForms[picture].format]}`;
}

/** Every file name /media answers: each picture as SVG and as its raster. */
export const mediaFileNames: readonly string[] = drawnPictures.flatMap((picture) => [`${picture}.svg`, rasterFileName(picture)]);

/**
 * The address of a picture as an e-mail references it: a drawn picture (/media/*.svg) as its raster form with
 * the same query, since Gmail and Outlook show no SVG; any other address as it is (a CMS's own picture
 * elsewhere is not ours to draw).
 * @example emailPictureUrl('https://immo1.example.hu/media/property.svg?seed=1&type=2') // 'https://immo1.example.hu/media/property.jpg?seed=1&type=2'
 */
export function emailPictureUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const drawn = /^\/media\/([a-z]+)\.svg$/.exec(url.pathname)?.[1];
  const picture = drawnPictures.find((name) => name === drawn);
  if (!picture) return address;
  url.pathname = `/media/${rasterFileName(picture)}`;
  return url.href;
}
