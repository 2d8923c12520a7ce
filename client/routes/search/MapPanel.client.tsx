/**
 * @module The map view's panel on /kereses?view=map, around the frame the page renders (MapPanelFrame.tsx): the
 * note "N hirdetés nincs a térképen" (why there is no map, it tells the frame: `onState`), "Keresés ezen a területen" once the
 * visitor has moved the map, "Terület rajzolása", and the card of a tapped pin. The map itself (MapLibre, the
 * style, the lasso) is a chunk the head starts before hydration (map/mapStart.client.ts); the panel adopts it,
 * or starts it after a navigation within the site. The list view never loads it.
 * The camera follows into the address (`map=`) without a history entry; an area is a new search.
 * A browser-only module (build.mjs stubs `*.client` on the server).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { bboxText } from '../../../domain/search/searchArea';
import type { ListingCard as ListingCardData } from '../../../domain/cms/listingSchemas';
import { ListingCard } from '../../components/ListingCard';
import { useNavigation } from '../../navigation/Navigation';
import { Icon } from '../../icons/Icon';
import type { MapAnswer } from './map/mapAnswer';
import { mapOverlayAttribute } from './map/mapOverlay';
import { formatArea, formatMapPosition, readArea, readShownMapAddress, rectangleArea } from './map/mapParams';
import type { StartedMap } from './map/mapStart.client';
import type { SearchMap } from './map/searchMap.client';
import type { MapPosition } from './map/mapParams';
import * as styles from './mapPanel.css';

/** What the panel lays over the map: the pins under it hide (searchMap.client.ts). */
const overlay = { [mapOverlayAttribute]: '' };

type MapStatus = 'loading' | 'ready' | 'noWebGl' | 'unavailable';
/** The map's state as the panel's `data-map-state` says it: `shown` once it shows the search's listings. */
export type MapState = MapStatus | 'shown';

export interface MapPanelProps {
  /** The search's query string (no `?`) as the page writes it. */
  query: string;
  /** The listings of the shown page of results: a pin's card and name when it is among them. */
  items: readonly ListingCardData[];
  /** Filled in by the panel: highlights a listing's pin (the list's cards call it on hover). */
  highlightRef: React.MutableRefObject<((id: number | null) => void) | null>;
  navigate: (to: string) => void;
  /** The page's address, which the page writes (mapAddress.ts): the camera and area shown, and the address with either changed. */
  address: MapAddress;
  /** The map cannot be shown (no WebGL, no map from the CMS): the page shows the list on a phone too. */
  onUnavailable: () => void;
  /** The frame the map is drawn in (MapPanelFrame's, from the server). */
  frame: React.RefObject<HTMLDivElement | null>;
  onState: (state: MapState) => void;
}

export interface MapAddress {
  with(change: { camera: string } | { area: string }): string;
}

export default function MapPanel({ query, items, highlightRef, navigate, address, onUnavailable, frame: frameRef, onState }: MapPanelProps) {
  // The camera is not a page: the address follows it in place.
  const { replaceAddress } = useNavigation();
  /** What the map's handlers call, as of the latest render: the map is made once per mount. */
  const latest = useRef({ navigate, address, replaceAddress });
  latest.current = { navigate, address, replaceAddress };
  /** The camera into the address. */
  const keepCamera = (position: MapPosition) => latest.current.replaceAddress(latest.current.address.with({ camera: formatMapPosition(position) }));
  const mapRef = useRef<SearchMap | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [answer, setAnswer] = useState<MapAnswer | null>(null);
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [card, setCard] = useState<ListingCardData | 'loading' | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const cardRequest = useRef<AbortController | null>(null);
  const chunk = useRef<typeof import('./map/mapStart.client') | null>(null);
  /** The whole search's listings asked for with the map, before the panel: the first answer waits for nothing else. */
  const firstListings = useRef<StartedMap['firstListings'] | null>(null);

  const selectListing = (id: number) => {
    cardRequest.current?.abort();
    // The pin answers the tap at once; the card follows in a transition, so the tap's frame is not kept waiting.
    mapRef.current?.highlight(id);
    const known = itemsRef.current.find((item) => item.id === id);
    if (known) return startTransition(() => setCard(known));
    // Not on the shown page of results: the favourites' cards request answers any listing of the site by id.
    const request = new AbortController();
    cardRequest.current = request;
    setCard('loading');
    void import('../favourites/favouriteCardsRequest.client')
      .then(({ requestFavouriteCards }) => requestFavouriteCards(String(id), request.signal))
      .then(({ byId }) => setCard(byId.get(id) ?? null))
      .catch(() => request.signal.aborted || setCard(null));
  };
  const selectRef = useRef(selectListing);
  selectRef.current = selectListing;

  /** The listings shown: the whole search, or (past the endpoint's cap, when it answers clusters) the visible rectangle's. */
  const listingsRequest = useRef<AbortController | null>(null);
  const byRectangle = useRef(false);
  const loadListings = useCallback(() => {
    const map = mapRef.current;
    const module = chunk.current;
    if (!map || !module) return;
    listingsRequest.current?.abort();
    const request = new AbortController();
    listingsRequest.current = request;
    const view = map.view();
    const shown = byRectangle.current ? { bbox: bboxText(view), zoom: view.zoom } : null;
    const early = firstListings.current;
    firstListings.current = null;
    const fromStart = early !== null && !shown && early.query === queryRef.current;
    const answer = fromStart ? early.answer : module.requestMapListings(queryRef.current, shown, request.signal);
    void answer
      .then((listings) => {
        if (request.signal.aborted) return;
        setAnswer(listings);
        // The map's start showed its answer itself if it arrived before the panel.
        if (!fromStart || !early.shown) map.showListings(listings);
        // Clusters for the whole search: from now on the rectangle's listings, asked again as the map moves.
        if (!byRectangle.current && listings.points.length === 0 && listings.clusters.length > 0) {
          byRectangle.current = true;
          loadListings();
        }
      })
      .catch(() => request.signal.aborted || setStatus('unavailable'));
  }, []);
  const queryRef = useRef(query);
  queryRef.current = query;

  // The map, once per mount: the one the head started in the frame, or a new one.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let cancelled = false;
    // Its own chunk, which the head runs on its own (build.mjs): the same module here.
    const start = import('./map/mapStart.client');
    void start
      .then(async (module) => {
        const started = await module.startMap(frame, queryRef.current);
        if (cancelled) return;
        chunk.current = module;
        firstListings.current = started.firstListings;
        const { map } = started;
        const before = started.adopt({
          nameOf: (id) => itemsRef.current.find((item) => item.id === id)?.name,
          onMove: (position, byVisitor) => {
            keepCamera(position);
            if (byVisitor) setMoved(true);
            if (byRectangle.current) loadListings();
          },
          onSelect: (id) => selectRef.current(id),
          onDrawn: (vertices) => latest.current.navigate(latest.current.address.with({ area: formatArea(vertices) })),
        });
        mapRef.current = map;
        highlightRef.current = (id) => map.highlight(id);
        setStatus('ready');
        if (before.moved) setMoved(true);
        if (before.selected !== null) selectRef.current(before.selected);
      })
      .catch((error: unknown) =>
        start
          .then(({ NoWebGl }) => error instanceof NoWebGl)
          .catch(() => false)
          .then((noWebGl) => cancelled || setStatus(noWebGl ? 'noWebGl' : 'unavailable')),
      );
    return () => {
      cancelled = true;
      highlightRef.current = null;
      mapRef.current = null;
      void start.then(({ releaseMap }) => releaseMap(frame)).catch(() => undefined);
    };
    // Once per mount: the handlers read `latest`, and highlightRef and the frame are the page's.
  }, [highlightRef, frameRef, loadListings]);

  // The search's listings, again whenever the search changes.
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map) return;
    setMoved(false);
    setCard(null);
    setAnswer(null);
    // A new search's address came without the camera: it is still the map's.
    keepCamera(map.position());
    map.showArea(readArea(readShownMapAddress().area));
    byRectangle.current = false;
    loadListings();
    return () => listingsRequest.current?.abort();
    // Again for each search (its query), not each render: the rest is read from `latest`.
  }, [status, query, loadListings]);

  const searchHere = () => {
    const map = mapRef.current;
    if (map) navigate(address.with({ area: rectangleArea(map.view()) }));
  };
  const draw = () => {
    if (drawing) return mapRef.current?.cancelDrawing();
    setDrawing(true);
    mapRef.current?.startDrawing(() => setDrawing(false));
  };

  useEffect(() => {
    if (status === 'noWebGl' || status === 'unavailable') onUnavailable();
  }, [status, onUnavailable]);
  // The pins under what the panel lays over the map hide, and those no longer under it show.
  useEffect(() => mapRef.current?.hideCovered(), [status, moved, drawing, card]);

  const state: MapState = answer && status === 'ready' ? 'shown' : status;
  useEffect(() => onState(state), [state, onState]);

  return (
    <>
      {status === 'ready' && (
        <div className={styles.mapTools}>
          {moved && !drawing && (
            <button type="button" className={styles.mapTool} onClick={searchHere} {...overlay}>
              <Icon name="search" size={16} />
              Keresés ezen a területen
            </button>
          )}
          <button type="button" className={styles.mapTool} aria-pressed={drawing} onClick={draw} {...overlay}>
            {drawing ? 'Rajzolás megszakítása' : 'Terület rajzolása'}
          </button>
        </div>
      )}
      {drawing && <p className={styles.mapHint} role="status" {...overlay}>Rajzolja körbe a területet az ujjával vagy az egérrel.</p>}
      {answer && answer.notOnMap > 0 && status === 'ready' && (
        <p className={styles.mapNote}>{answer.notOnMap} hirdetés nincs a térképen</p>
      )}
      {card && (
        <div className={styles.mapCard} {...overlay}>
          {card === 'loading' ? <p className={styles.mapCardLoading}>Betöltés…</p> : <ListingCard listing={card} />}
          <button type="button" className={styles.mapCardClose} aria-label="Kártya bezárása" onClick={() => setCard(null)} {...overlay}>
            <Icon name="x" size={18} />
          </button>
        </div>
      )}
    </>
  );
}
