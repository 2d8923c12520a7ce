/**
 * @module The map view's map (the chunk loaded only when a visitor opens it): MapLibre GL JS over the
 * basemap's TileJSON (/map-tiles/basemap.json) styled with @protomaps/basemaps in the tenant's colours, with
 * no text layers (no glyph fonts without another host); the listings as HTML pins showing their price,
 * clustered by MapLibre's own GeoJSON clustering with their count, or the endpoint's clusters above its cap;
 * an "only the area" listing as a translucent 400 m circle, never a pin; the search area; and the lasso the
 * visitor draws an area with (pointer events, simplified to the area's vertex limit).
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import * as z from 'zod/mini';
import { AttributionControl, type GeoJSONSource, type LayerSpecification, type VectorSourceSpecification, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import { simplifyRing } from '../../../../domain/helpers/simplifyPolygon';
import { areaPrecision, type MapAnswer } from './mapAnswer';
import { areaVertexLimits, type LatLng, type MapPosition } from './mapParams';

export { requestMapListings, MapUnavailable } from './mapAnswer';

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

function pinButton(text: string, label: string, kind: 'pin' | 'cluster'): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${pinClass} ${pinClass}--${kind}`;
  button.textContent = text;
  button.setAttribute('aria-label', label);
  return button;
}

/** Builds the map in `options.container`; resolves once its style has loaded. */
export async function createSearchMap(options: SearchMapOptions): Promise<SearchMap> {
  const [tileJson] = await Promise.all([basemapTileJson(), loadStylesheet()]);
  const start = options.position ?? hungary;
  const { layerIds, ...basemap } = tileJson ?? { layerIds: new Set<string>() };
  const map = new MapLibreMap({
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
  map.addSource('listings', { type: 'geojson', data: { type: 'FeatureCollection', features: [] }, cluster: true, clusterRadius: 60, clusterMaxZoom: 16 });
  map.addSource('search-area', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addSource('lasso', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({ id: 'search-area-fill', type: 'fill', source: 'search-area', paint: { 'fill-color': colours.primary, 'fill-opacity': 0.08 } });
  map.addLayer({ id: 'search-area-line', type: 'line', source: 'search-area', paint: { 'line-color': colours.primary, 'line-width': 2 } });
  // Every feature of the source in one invisible layer: querySourceFeatures reads only tiles a layer uses.
  map.addLayer({ id: 'listings-all', type: 'circle', source: 'listings', paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
  const latitudeFactor = 1 / Math.cos((start.lat * Math.PI) / 180);
  const radiusAtZoom0 = (areaCircleMetres / metresPerPixelAtZoom0) * latitudeFactor;
  map.addLayer({
    id: 'listing-areas',
    type: 'circle',
    source: 'listings',
    filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'p'], areaPrecision]],
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
  const markers = new Map<string, { marker: Marker; id?: number }>();
  let serverClusters: MapAnswer['clusters'] = [];
  let highlighted: number | null = null;

  const redraw = () => {
    const wanted = new Map<string, () => { marker: Marker; id?: number }>();
    if (serverClusters.length > 0) {
      for (const [lat, lng, count] of serverClusters) {
        wanted.set(`s${lat},${lng}`, () => {
          const button = pinButton(String(count), `${count} hirdetés, nagyítás`, 'cluster');
          button.addEventListener('click', () => map.easeTo({ center: [lng, lat], zoom: map.getZoom() + 2 }));
          return { marker: new Marker({ element: button }).setLngLat([lng, lat]) };
        });
      }
    } else {
      for (const feature of map.querySourceFeatures('listings')) {
        if (feature.geometry.type !== 'Point') continue;
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if (props['cluster'] === true) {
          const clusterId = Number(props['cluster_id']);
          const count = Number(props['point_count']);
          wanted.set(`c${clusterId}`, () => {
            const button = pinButton(String(count), `${count} hirdetés, nagyítás`, 'cluster');
            button.addEventListener('click', () => {
              void map
                .getSource<GeoJSONSource>('listings')
                ?.getClusterExpansionZoom(clusterId)
                .then((zoom) => map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, 18) }));
            });
            return { marker: new Marker({ element: button }).setLngLat([lng, lat]) };
          });
        } else if (props['p'] !== areaPrecision) {
          const id = Number(props['id']);
          wanted.set(`p${id}`, () => {
            const label = String(props['label']);
            const name = options.nameOf(id);
            const button = pinButton(label, name ? `${label}, ${name}` : `${label}, hirdetés`, 'pin');
            button.dataset['listing'] = String(id);
            if (id === highlighted) button.dataset['active'] = 'true';
            button.addEventListener('click', () => options.onSelect(id));
            return { marker: new Marker({ element: button, anchor: 'bottom' }).setLngLat([lng, lat]), id };
          });
        }
      }
    }
    for (const [key, entry] of markers) {
      if (!wanted.has(key)) {
        entry.marker.remove();
        markers.delete(key);
      }
    }
    for (const [key, make] of wanted) {
      if (markers.has(key)) continue;
      const entry = make();
      entry.marker.addTo(map);
      markers.set(key, entry);
    }
  };

  map.on('moveend', redraw);
  map.on('sourcedata', (event) => {
    if (event.sourceId === 'listings' && event.isSourceLoaded) redraw();
  });
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
      const features = answer.points.map(([id, lat, lng, label, p]) => {
        return { type: 'Feature' as const, id, properties: { id, label, p }, geometry: { type: 'Point' as const, coordinates: [lng, lat] } };
      });
      map.getSource<GeoJSONSource>('listings')?.setData({ type: 'FeatureCollection', features });
      if (!fitted && features.length > 0) {
        fitted = true;
        const lngs = answer.points.map((point) => point[2]);
        const lats = answer.points.map((point) => point[1]);
        map.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 48, maxZoom: 15, duration: 0 });
      }
      redraw();
    },
    highlight(id) {
      if (highlighted !== null) map.setFeatureState({ source: 'listings', id: highlighted }, { active: false });
      highlighted = id;
      if (id !== null) map.setFeatureState({ source: 'listings', id }, { active: true });
      for (const entry of markers.values()) {
        if (entry.id === undefined) continue;
        const element = entry.marker.getElement();
        if (entry.id === id) element.dataset['active'] = 'true';
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
    view() {
      const bounds = map.getBounds();
      return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast(), zoom: map.getZoom() };
    },
    remove: () => map.remove(),
  };
}
