/**
 * @module Which price pin of the map view a browser test or benchmark taps: one the visitor sees (the map hides a
 * pin under the panel's tools or card, or beyond its frame: `data-covered`) whose box lies inside the frame, clear
 * of its edges and of the tools along its top (MapLibre also places pins just beyond the edges).
 */
import type { Page } from 'playwright-core';

/** The price pins the visitor sees. */
export const shownPinSelector = '.map-pin--pin:not([data-covered])';

/** The index among `shownPinSelector`'s matches of the first pin inside the map's frame; -1 when none is. */
export function pinInViewIndex(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const frame = document.querySelector('[aria-label="A találatok térképen"]')?.getBoundingClientRect();
    return [...document.querySelectorAll(selector)]
      .map((pin) => pin.getBoundingClientRect())
      .findIndex((r) => frame && r.left > frame.left + 8 && r.right < frame.right - 8 && r.top > frame.top + 60 && r.bottom < frame.bottom - 8);
  }, shownPinSelector);
}
