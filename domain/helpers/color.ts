/**
 * @module Colour rules: readable text on a tenant's brand colours.
 */

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/**
 * White or near-black, whichever contrasts more with the background colour.
 * @example readableTextColor('#000000') // '#ffffff'
 */
export function readableTextColor(backgroundHex: string): '#ffffff' | '#111111' {
  const l = relativeLuminance(backgroundHex);
  const contrastWhite = 1.05 / (l + 0.05);
  const contrastDark = (l + 0.05) / (relativeLuminance('#111111') + 0.05);
  return contrastWhite >= contrastDark ? '#ffffff' : '#111111';
}
