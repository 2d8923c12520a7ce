/**
 * @module The map view's map, started as soon as this script arrives: the head of /kereses?view=map loads it
 * with `async`, so MapLibre, the basemap and the search's listings do not wait for the page to hydrate (its
 * content hydrates only once the browser is idle, and a map keeps it busy). It draws into the frame the page
 * rendered on the server (MapPanelFrame.tsx, `data-map-frame` holding the search's query), shows the pins, and
 * keeps what the visitor did before the page could answer (a pin tapped, the map moved) until the map's panel
 * (MapPanel.client.tsx) adopts the map. After a navigation within the site the panel starts the map itself.
 */
import { media } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';
import { wakeFirstPage } from '../../../site/whenIdle';
import type { MapAnswer } from './mapAnswer';
import { type LatLng, type MapPosition, parseMapPosition, readArea, readShownMapAddress } from './mapParams';
import { createSearchMap, type MapColours, NoWebGl, requestMapListings, type SearchMap } from './searchMap.client';

export { NoWebGl, requestMapListings };

/** What the map's panel answers; until it has mounted, the map keeps the visitor's doings for it. */
export interface MapHandlers {
  nameOf(id: number): string | undefined;
  onMove(position: MapPosition, byVisitor: boolean): void;
  onSelect(id: number): void;
  onDrawn(vertices: LatLng[]): void;
}

export interface StartedMap {
  map: SearchMap;
  /** The whole search's listings, asked for with the map, for `query`; `shown` when the start showed them, before the panel adopted the map. */
  firstListings: { query: string; answer: Promise<MapAnswer>; shown: boolean };
  /**
   * The panel's handlers from now on; answers what happened before: whether the visitor moved the map and
   * the listing last tapped.
   */
  adopt(handlers: MapHandlers): { moved: boolean; selected: number | null };
}

/** The value of a theme colour (a `var(--…)` of the theme contract) on the page. */
function themeColour(reference: string, fallback: string): string {
  const name = /var\((--[^,)]+)/.exec(reference)?.[1];
  return (name && getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;
}

const mapColours = (): MapColours => ({
  primary: themeColour(vars.color.primary, '#0b3d5c'),
  onPrimary: themeColour(vars.color.onPrimary, '#ffffff'),
  secondary: themeColour(vars.color.secondary, '#b79267'),
  background: themeColour(vars.color.background, '#f5f3ef'),
  border: themeColour(vars.color.border, '#e2ded6'),
  surface: themeColour(vars.color.surface, '#ffffff'),
});

/** The attribute of the frame the page renders for the map, holding the search's query (no `?`). */
export const mapFrameAttribute = 'data-map-frame';

const startedMaps = new WeakMap<HTMLElement, Promise<StartedMap>>();

/** The map in `frame` for the search `query`: the one already started there, or a new one. */
export function startMap(frame: HTMLElement, query: string): Promise<StartedMap> {
  const started = startedMaps.get(frame);
  if (started) return started;
  const starting = makeMap(frame, query);
  startedMaps.set(frame, starting);
  return starting;
}

/** Removes the map of `frame` (the panel unmounts). */
export function releaseMap(frame: HTMLElement): void {
  const started = startedMaps.get(frame);
  startedMaps.delete(frame);
  void started?.then(({ map }) => map.remove()).catch(() => undefined);
}

async function makeMap(frame: HTMLElement, query: string): Promise<StartedMap> {
  const answer = requestMapListings(query, null, new AbortController().signal);
  // Read by the panel; a failure is its to show.
  answer.catch(() => undefined);
  let handlers: MapHandlers | null = null;
  const before: { moved: boolean; selected: number | null } = { moved: false, selected: null };
  const shown = readShownMapAddress();
  const map = await createSearchMap({
    container: frame,
    position: parseMapPosition(shown.camera),
    area: readArea(shown.area),
    compactAttribution: window.matchMedia(media.hamburger).matches,
    colours: mapColours(),
    nameOf: (id) => handlers?.nameOf(id),
    onMove: (position, byVisitor) => {
      if (handlers) handlers.onMove(position, byVisitor);
      else before.moved ||= byVisitor;
    },
    onSelect: (id) => {
      if (handlers) return handlers.onSelect(id);
      // The pin answers at once; its card follows when the panel has mounted.
      map.highlight(id);
      before.selected = id;
    },
    onDrawn: (vertices) => handlers?.onDrawn(vertices),
  });
  const firstListings = { query, answer, shown: false };
  void answer
    .then((listings) => {
      // Once adopted, the panel shows them, or not at all when its search has changed meanwhile.
      if (handlers) return;
      firstListings.shown = true;
      map.showListings(listings);
    })
    .catch(() => undefined);
  return {
    map,
    firstListings,
    adopt(panel) {
      handlers = panel;
      map.relabel();
      return { ...before };
    },
  };
}

/** From the head: the map as soon as the page's frame is there, and the page's own code sooner than idle. */
function startFromHead(): void {
  const frame = document.querySelector<HTMLElement>(`[${mapFrameAttribute}]`);
  if (!frame) return;
  startMap(frame, frame.getAttribute(mapFrameAttribute) ?? '').catch(() => undefined);
  wakeFirstPage();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startFromHead, { once: true });
else startFromHead();
