/**
 * @module The map view's map (the chunk loaded only when a visitor opens it): MapLibre GL JS over the
 * basemap's TileJSON (/map-tiles/basemap.json) styled with @protomaps/basemaps in the tenant's colours, with
 * no text layers (no glyph fonts without another host); the listings as HTML pins showing their price,
 * clustered with their count on the main thread (mapPins.ts: placed as soon as the answer is there), or the
 * endpoint's clusters above its cap; an "only the area" listing as a translucent 400 m circle, never a pin;
 * the search area; and the lasso the visitor draws an area with (pointer events, simplified to the area's
 * vertex limit).
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import * as z from 'zod/mini';
import { AttributionControl, type GeoJSONSource, GPUInitializationError, type LayerSpecification, type VectorSourceSpecification, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import { simplifyRing } from '../../../../domain/helpers/simplifyPolygon';
import { type MapAnswer } from './mapAnswer';
import { mapOverlayAttribute } from './mapOverlay';
import { indexPins, type MapMark, type PinIndex } from './mapPins';
import { areaVertexLimits, type LatLng, type MapPosition } from './mapParams';

export { requestMapListings, MapUnavailable } from './mapAnswer';

/** The browser draws no map without WebGL 2: the view says so and keeps the list. */
export class NoWebGl extends Error {}

setWorkerUrl(new URL(__MAPLIBRE_WORKER_URL__, window.location.origin).href);

/** The colours the map takes from the tenant's theme (CSS variables of the page). */
export interface MapColours {
  primary: string;
  onPrimary: string;
  secondary: string;
  background: string;
  border: string;
  surface: string;
}

export interface SearchMapOptions {
  container: HTMLElement;
  /** The camera to start at; null: Hungary, until the first listings are shown. */
  position: MapPosition | null;
  /** The search's area, drawn on the map. */
  area: readonly LatLng[] | null;
  compactAttribution: boolean;
  colours: MapColours;
  /** The pin's accessible name beyond its price (the listing's name when the page knows it). */
  nameOf(id: number): string | undefined;
  /** The camera moved; `byVisitor` when a gesture or a control moved it. */
  onMove(position: MapPosition, byVisitor: boolean): void;
  onSelect(id: number): void;
  onDrawn(vertices: LatLng[]): void;
}

export interface SearchMap {
  showListings(answer: MapAnswer): void;
  highlight(id: number | null): void;
  /** Draws the search's area (none: null). */
  showArea(area: readonly LatLng[] | null): void;
  /** Lets the visitor draw an area; `done` when the stroke ends or drawing is cancelled. */
  startDrawing(done: () => void): void;
  cancelDrawing(): void;
  /** The camera now. */
  position(): MapPosition;
  /** The visible rectangle and zoom, as the endpoint's bbox takes them. */
  view(): { south: number; west: number; north: number; east: number; zoom: number };
  /** Re-reads `nameOf` for every pin shown: the page's names may arrive after the map. */
  relabel(): void;
  /** Hides the pins and clusters under an overlay of the panel or a control of the map or beyond the frame, and shows the others (the panel's overlays changed). */
  hideCovered(): void;
  remove(): void;
}

const hungary: MapPosition = { lat: 47.16, lng: 19.5, zoom: 6 };
const areaCircleMetres = 400;
/** Metres per pixel at zoom 0 on the equator (512-pixel tiles), for the area circles' radius. */
const metresPerPixelAtZoom0 = 78_271.517;

/** Loads MapLibre's stylesheet once (a hashed file of ours: build.mjs), resolving when it applies. */
function loadStylesheet(): Promise<void> {
  if (document.querySelector(`link[href="${__MAPLIBRE_STYLE_URL__}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = __MAPLIBRE_STYLE_URL__;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** The basemap's TileJSON (/map-tiles/basemap.json, the tile worker's), as far as the style needs it; null when it cannot be had. */
async function basemapTileJson(): Promise<(VectorSourceSpecification & { layerIds: Set<string> }) | null> {
  try {
    const response = await fetch('/map-tiles/basemap.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = z.safeParse(tileJsonSchema, await response.json());
    if (!parsed.success) return null;
    const { tiles, minzoom, maxzoom, bounds, attribution, vector_layers } = parsed.data;
    return { type: 'vector', tiles, minzoom, maxzoom, bounds, attribution, layerIds: new Set(vector_layers.map((layer) => layer.id)) };
  } catch {
    return null;
  }
}

const tileJsonSchema = z.object({
  tiles: z.array(z.string()).check(z.minLength(1)),
  minzoom: z.optional(z.number()),
  maxzoom: z.optional(z.number()),
  bounds: z.optional(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  attribution: z.optional(z.string()),
  vector_layers: z.array(z.object({ id: z.string() })),
});

/**
 * The basemap's layers in the tenant's colours: without text (symbol) layers, as there are no glyphs to draw
 * them with, and without the layers of source layers the archive does not carry (the demo's is small).
 */
function basemapLayers(colours: MapColours, layerIds: ReadonlySet<string>): LayerSpecification[] {
  const flavor = { ...namedFlavor('light'), background: colours.border, earth: colours.surface, boundaries: colours.secondary };
  return layers('basemap', flavor).filter((layer) => layer.type !== 'symbol' && (!('source-layer' in layer) || layerIds.has(layer['source-layer'] ?? '')));
}

const pinClass = 'map-pin';

/** A listing pin's accessible name: its price, then the listing's name when the page knows it. */
function pinLabel(price: string, name: string | undefined): string {
  return name ? `${price}, ${name}` : `${price}, hirdetés`;
}

/** How far (CSS px) a touch may move and still be a tap of a pin rather than the start of moving the map. */
const tapSlop = 10;

/**
 * A pin's or cluster's button, answering `tap` on a click (mouse, keyboard) and at the end of a touch that stayed
 * put. A touch's click comes only after the browser's mouse events, and after a frame of the map, which a touch
 * on the map makes it draw: on a slow phone 100-200 ms later, all of it in the tap's INP. So the touch's end
 * answers, and cancels the click that would answer again.
 */
function pinButton(text: string, label: string, kind: 'pin' | 'cluster', tap: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${pinClass} ${pinClass}--${kind}`;
  button.textContent = text;
  button.setAttribute('aria-label', label);
  let touchStart: { x: number; y: number; id: number } | null = null;
  button.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.changedTouches[0];
      touchStart = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, id: touch.identifier } : null;
    },
    { passive: true },
  );
  button.addEventListener('touchend', (event) => {
    const began = touchStart;
    touchStart = null;
    const touch = [...event.changedTouches].find((ended) => ended.identifier === began?.id);
    if (!began || !touch || Math.hypot(touch.clientX - began.x, touch.clientY - began.y) > tapSlop) return;
    event.preventDefault();
    tap();
  });
  button.addEventListener('click', tap);
  return button;
}

/** A marker shown; `looks` is what it was made from: a kept key that would look otherwise is made again. */
interface Shown {
  marker: Marker;
  looks: string;
  /** A listing pin's id and price label (relabel). */
  pin?: { id: number; price: string };
}

/** What a mark looks like: a cluster of another index under a kept key may be elsewhere or of another count. */
function looksOf(mark: MapMark): string {
  return `${mark.lat},${mark.lng},${mark.kind === 'cluster' ? mark.count : mark.label}`;
}

/** MapLibre's map; its own WebGL 2 context is the test of WebGL (a probe canvas would cost a second context). */
function newMap(mapOptions: ConstructorParameters<typeof MapLibreMap>[0]): MapLibreMap {
  try {
    return new MapLibreMap(mapOptions);
  } catch (error) {
    if (error instanceof GPUInitializationError) throw new NoWebGl(error.message);
    throw error;
  }
}

/** Builds the map in `options.container`; resolves once its style has loaded. */
export async function createSearchMap(options: SearchMapOptions): Promise<SearchMap> {
  const [tileJson] = await Promise.all([basemapTileJson(), loadStylesheet()]);
  const start = options.position ?? hungary;
  const { layerIds, ...basemap } = tileJson ?? { layerIds: new Set<string>() };
  const map = newMap({
    container: options.container,
    style: {
      version: 8,
      // Inline, so the TileJSON is read once: its attribution is the attribution control's.
      sources: 'tiles' in basemap ? { basemap } : {},
      layers: basemapLayers(options.colours, layerIds).filter((layer) => layer.type === 'background' || 'tiles' in basemap),
    },
    center: [start.lng, start.lat],
    zoom: start.zoom,
    minZoom: 5,
    maxZoom: 18,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    locale: {
      'Map.Title': 'Térkép: húzással mozgatható, a nyilakkal és a + és − billentyűvel is',
      'NavigationControl.ZoomIn': 'Nagyítás',
      'NavigationControl.ZoomOut': 'Kicsinyítés',
      'AttributionControl.ToggleAttribution': 'Források',
      'Marker.Title': 'Hirdetés',
    },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new AttributionControl({ compact: options.compactAttribution }), 'bottom-right');
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // The style, not every tile: a basemap that fails to load still leaves the pins over the background.
  await new Promise<void>((resolve) => map.once('style.load', () => resolve()));

  const { colours } = options;
  // The "only the area" listings drawn as circles: those not inside a cluster at the zoom (mapPins.ts clusters them).
  map.addSource('listing-areas', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addSource('search-area', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addSource('lasso', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({ id: 'search-area-fill', type: 'fill', source: 'search-area', paint: { 'fill-color': colours.primary, 'fill-opacity': 0.08 } });
  map.addLayer({ id: 'search-area-line', type: 'line', source: 'search-area', paint: { 'line-color': colours.primary, 'line-width': 2 } });
  const latitudeFactor = 1 / Math.cos((start.lat * Math.PI) / 180);
  const radiusAtZoom0 = (areaCircleMetres / metresPerPixelAtZoom0) * latitudeFactor;
  map.addLayer({
    id: 'listing-areas',
    type: 'circle',
    source: 'listing-areas',
    paint: {
      'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 0, radiusAtZoom0, 20, radiusAtZoom0 * 2 ** 20],
      'circle-color': colours.primary,
      'circle-opacity': ['case', ['boolean', ['feature-state', 'active'], false], 0.4, 0.18],
      'circle-stroke-color': colours.primary,
      'circle-stroke-width': 1,
      'circle-stroke-opacity': 0.5,
    },
  });
  map.addLayer({ id: 'lasso-line', type: 'line', source: 'lasso', paint: { 'line-color': colours.primary, 'line-width': 3, 'line-dasharray': [2, 1] } });

  const showArea = (area: readonly LatLng[] | null) => {
    const source = map.getSource<GeoJSONSource>('search-area');
    const ring = area ? [...area, area[0] as LatLng].map(({ lat, lng }) => [lng, lat]) : null;
    source?.setData({ type: 'FeatureCollection', features: ring ? [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }] : [] });
  };
  showArea(options.area);

  map.on('click', 'listing-areas', (event) => {
    const id = event.features?.[0]?.properties?.['id'];
    if (typeof id === 'number') options.onSelect(id);
  });
  map.on('mouseenter', 'listing-areas', () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', 'listing-areas', () => (map.getCanvas().style.cursor = ''));

  // ---- pins and clusters: HTML markers, kept by key between redraws ----
  const markers = new Map<string, Shown>();
  let serverClusters: MapAnswer['clusters'] = [];
  let pins: PinIndex = indexPins([]);
  let highlighted: number | null = null;
  /** The "only the area" listing whose circle is active (feature state), if the highlighted listing is one. */
  let highlightedArea: number | null = null;
  /** The ids of the area circles drawn, so the source is set again only when they change. */
  let areasDrawn = '';

  const clusterButton = (count: number, expand: () => void): HTMLButtonElement => pinButton(String(count), `${count} hirdetés, nagyítás`, 'cluster', expand);
  const makeMark = (mark: MapMark): Shown => {
    const { lat, lng } = mark;
    if (mark.kind === 'cluster') {
      const button = clusterButton(mark.count, () => {
        // The index of the tap's time: a kept marker is the same cluster of the answer shown.
        const zoom = pins.expansionZoom(mark.clusterId);
        if (zoom !== null) map.easeTo({ center: [lng, lat], zoom });
      });
      return { marker: new Marker({ element: button }).setLngLat([lng, lat]), looks: looksOf(mark) };
    }
    const { id, label } = mark;
    const button = pinButton(label, pinLabel(label, options.nameOf(id)), 'pin', () => options.onSelect(id));
    button.dataset['listing'] = String(id);
    if (id === highlighted) button.dataset['active'] = 'true';
    return { marker: new Marker({ element: button, anchor: 'bottom' }).setLngLat([lng, lat]), looks: looksOf(mark), pin: { id, price: label } };
  };

  const drawAreas = () => {
    const areas = pins.areas(map.getZoom());
    const ids = areas.map((area) => area.id).join(',');
    if (ids === areasDrawn) return;
    areasDrawn = ids;
    const features = areas.map(({ id, lat, lng }) => ({ type: 'Feature' as const, id, properties: { id }, geometry: { type: 'Point' as const, coordinates: [lng, lat] } }));
    map.getSource<GeoJSONSource>('listing-areas')?.setData({ type: 'FeatureCollection', features });
  };

  /** The map's visible rectangle, in degrees. */
  const visibleBounds = () => {
    const bounds = map.getBounds();
    return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
  };

  /** Places the marks of the visible rectangle at the zoom, at once: the index is on this thread. */
  const redraw = () => {
    const wanted = new Map<string, { looks: string; make: () => Shown }>();
    if (serverClusters.length > 0) {
      for (const [lat, lng, count] of serverClusters) {
        const looks = String(count);
        const make = () => ({ marker: new Marker({ element: clusterButton(count, () => map.easeTo({ center: [lng, lat], zoom: map.getZoom() + 2 })) }).setLngLat([lng, lat]), looks });
        wanted.set(`s${lat},${lng}`, { looks, make });
      }
    } else {
      for (const mark of pins.marks(visibleBounds(), map.getZoom())) {
        wanted.set(mark.key, { looks: looksOf(mark), make: () => makeMark(mark) });
      }
    }
    for (const [key, shown] of markers) {
      if (wanted.get(key)?.looks !== shown.looks) {
        shown.marker.remove();
        markers.delete(key);
      }
    }
    for (const [key, { make }] of wanted) {
      if (markers.has(key)) continue;
      const shown = make();
      shown.marker.addTo(map);
      markers.set(key, shown);
    }
    drawAreas();
    hideCovered();
  };

  /**
   * A mark half under a tool, the hint, a card or a zoom button cannot be tapped there, and would meet no
   * target size; one wholly beyond the frame's edge (MapLibre places marks there too) is not seen, yet the
   * keyboard would stop on it. Either is hidden until the map moves it into view (one layout read per move's
   * end, not per frame).
   */
  const hideCovered = () => {
    const frame = options.container.getBoundingClientRect();
    const overlays = [...(options.container.parentElement?.querySelectorAll(`[${mapOverlayAttribute}]`) ?? []), ...options.container.querySelectorAll('.maplibregl-ctrl')]
      .map((overlay) => overlay.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const overlapping = (box: DOMRect, other: DOMRect) => box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top;
    for (const shown of markers.values()) {
      const element = shown.marker.getElement();
      const box = element.getBoundingClientRect();
      // Never the one the visitor is on with the keyboard.
      const covered = element !== document.activeElement && (!overlapping(box, frame) || overlays.some((over) => overlapping(box, over)));
      if (covered) element.dataset['covered'] = 'true';
      else delete element.dataset['covered'];
    }
  };

  map.on('moveend', redraw);
  map.on('moveend', (event) => {
    const centre = map.getCenter();
    options.onMove({ lat: centre.lat, lng: centre.lng, zoom: map.getZoom() }, 'originalEvent' in event && event.originalEvent !== undefined);
  });

  // ---- the lasso ----
  let stopDrawing: (() => void) | null = null;
  const startDrawing = (done: () => void) => {
    stopDrawing?.();
    const canvas = map.getCanvasContainer();
    const handlers = [map.dragPan, map.touchZoomRotate, map.doubleClickZoom, map.boxZoom];
    for (const handler of handlers) handler.disable();
    canvas.style.cursor = 'crosshair';
    let stroke: { x: number; y: number }[] = [];
    let frame = 0;
    const drawStroke = () => {
      frame = 0;
      const line = stroke.map((p) => map.unproject([p.x, p.y]).toArray());
      map.getSource<GeoJSONSource>('lasso')?.setData({ type: 'FeatureCollection', features: line.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: line } }] : [] });
    };
    const point = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const down = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      event.preventDefault();
      canvas.setPointerCapture(event.pointerId);
      stroke = [point(event)];
    };
    const move = (event: PointerEvent) => {
      if (stroke.length === 0 || !event.isPrimary) return;
      event.preventDefault();
      stroke.push(point(event));
      if (!frame) frame = requestAnimationFrame(drawStroke);
    };
    const up = (event: PointerEvent) => {
      if (stroke.length === 0 || !event.isPrimary) return;
      const ring = simplifyRing(stroke, areaVertexLimits.max);
      stop();
      if (ring.length >= 3) options.onDrawn(ring.map((p) => map.unproject([p.x, p.y])).map(({ lat, lng }) => ({ lat, lng })));
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', stop);
      canvas.style.cursor = '';
      for (const handler of handlers) handler.enable();
      map.touchZoomRotate.disableRotation();
      map.getSource<GeoJSONSource>('lasso')?.setData({ type: 'FeatureCollection', features: [] });
      stopDrawing = null;
      done();
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', stop);
    stopDrawing = stop;
  };

  let fitted = options.position !== null;
  return {
    showListings(answer) {
      serverClusters = answer.clusters;
      pins = indexPins(answer.points);
      if (!fitted && answer.points.length > 0) {
        fitted = true;
        const lngs = answer.points.map((point) => point[2]);
        const lats = answer.points.map((point) => point[1]);
        map.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 48, maxZoom: 15, duration: 0 });
      }
      redraw();
    },
    highlight(id) {
      // Only an area listing's circle is drawn by MapLibre: a pin's highlight must not repaint the map (a tap's frame, INP).
      if (highlightedArea !== null) map.setFeatureState({ source: 'listing-areas', id: highlightedArea }, { active: false });
      highlighted = id;
      highlightedArea = id !== null && pins.isArea(id) ? id : null;
      if (highlightedArea !== null) map.setFeatureState({ source: 'listing-areas', id: highlightedArea }, { active: true });
      for (const shown of markers.values()) {
        if (!shown.pin) continue;
        const element = shown.marker.getElement();
        if (shown.pin.id === id) element.dataset['active'] = 'true';
        else delete element.dataset['active'];
      }
    },
    showArea,
    startDrawing,
    cancelDrawing: () => stopDrawing?.(),
    position() {
      const centre = map.getCenter();
      return { lat: centre.lat, lng: centre.lng, zoom: map.getZoom() };
    },
    view: () => ({ ...visibleBounds(), zoom: map.getZoom() }),
    relabel() {
      for (const shown of markers.values()) {
        if (shown.pin) shown.marker.getElement().setAttribute('aria-label', pinLabel(shown.pin.price, options.nameOf(shown.pin.id)));
      }
    },
    hideCovered,
    remove: () => map.remove(),
  };
}
