/**
 * @module The map view's pins and clusters, computed on the main thread with supercluster from the map
 * endpoint's points: the pins are placed as soon as the answer is there, not after MapLibre's web worker
 * (busy with the basemap's tiles) has clustered a GeoJSON source. Pure: no DOM, no MapLibre.
 */
import Supercluster, { type PointFeature } from 'supercluster';
import { areaPrecision, type MapAnswer } from './mapAnswer';

/**
 * What the map draws of a listing: its id, its price label, whether it is an "only the area" listing, and its
 * place as the endpoint gave it (supercluster hands a point back through its projection, off in the 14th digit).
 * A type, not an interface: supercluster's properties must be assignable to an index signature.
 */
type PointProps = {
  id: number;
  label: string;
  area: boolean;
  lat: number;
  lng: number;
};

/** A pin (one listing) or a cluster (its count) to place on the map, keyed as the map keeps its markers. */
export type MapMark =
  | { kind: 'pin'; key: string; id: number; lat: number; lng: number; label: string }
  | { kind: 'cluster'; key: string; clusterId: number; lat: number; lng: number; count: number };

/** The visible rectangle of the map, in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Marks closer than 80 px on 512-px tiles are one cluster (to zoom 16): a price pin is some 70 px wide and stands
 * above its point, so nearer marks would overlap, and a visitor could not tell which one a tap meant (axe's target-size).
 */
export const clusterOptions = { radius: 80, maxZoom: 16, extent: 512 } as const;
/** The widest zoom a cluster's tap zooms to (the map's maxZoom). */
export const maxExpansionZoom = 18;
/** How far beyond the visible rectangle marks are placed, as a share of its width and height on each side: a pan's edge shows no gap. */
export const boundsMargin = 0.2;

/** The whole world as supercluster takes a bounding box. */
const world: [number, number, number, number] = [-180, -90, 180, 90];

/** The pins and clusters of one answer's points. */
export interface PinIndex {
  /** The marks within `bounds` (plus boundsMargin) at `zoom`: clusters, and pins of listings that are not "only the area". */
  marks(bounds: MapBounds, zoom: number): MapMark[];
  /** The "only the area" listings not inside a cluster at `zoom` (drawn as circles), ascending by id. */
  areas(zoom: number): { id: number; lat: number; lng: number }[];
  /** The zoom a cluster falls apart at, capped at maxExpansionZoom; null for an id this index does not know. */
  expansionZoom(clusterId: number): number | null;
  /** Whether `id` is one of this index's "only the area" listings. */
  isArea(id: number): boolean;
}

/** Indexes an answer's points for the map (5,000 points: a few tens of milliseconds on a slow phone). */
export function indexPins(points: MapAnswer['points']): PinIndex {
  const areaIds = new Set<number>();
  const features: PointFeature<PointProps>[] = points.map(([id, lat, lng, label, precision]) => {
    const area = precision === areaPrecision;
    if (area) areaIds.add(id);
    return { type: 'Feature', properties: { id, label, area, lat, lng }, geometry: { type: 'Point', coordinates: [lng, lat] } };
  });
  const index = new Supercluster<PointProps, Record<string, unknown>>(clusterOptions).load(features);
  // The circles change only with the whole zoom level the clusters are made at.
  const areasByZoom = new Map<number, { id: number; lat: number; lng: number }[]>();

  return {
    marks(bounds, zoom) {
      const padLat = (bounds.north - bounds.south) * boundsMargin;
      const padLng = (bounds.east - bounds.west) * boundsMargin;
      const south = Math.max(-90, bounds.south - padLat);
      const north = Math.min(90, bounds.north + padLat);
      const west = bounds.west - padLng;
      const east = bounds.east + padLng;
      // Wider than the world: supercluster takes the whole of it (it would wrap a longitude past ±180).
      const box: [number, number, number, number] = east - west >= 360 ? [-180, south, 180, north] : [west, south, east, north];
      const marks: MapMark[] = [];
      for (const feature of index.getClusters(box, zoom)) {
        const props = feature.properties;
        if ('cluster' in props) {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          marks.push({ kind: 'cluster', key: `c${props.cluster_id}`, clusterId: props.cluster_id, lat, lng, count: props.point_count });
        } else if (!props.area) marks.push({ kind: 'pin', key: `p${props.id}`, id: props.id, lat: props.lat, lng: props.lng, label: props.label });
      }
      return marks;
    },
    areas(zoom) {
      if (areaIds.size === 0) return [];
      const level = Math.floor(zoom);
      let areas = areasByZoom.get(level);
      if (!areas) {
        areas = [];
        for (const feature of index.getClusters(world, level)) {
          const props = feature.properties;
          if (!('cluster' in props) && props.area) areas.push({ id: props.id, lat: props.lat, lng: props.lng });
        }
        areas.sort((a, b) => a.id - b.id);
        areasByZoom.set(level, areas);
      }
      return areas;
    },
    expansionZoom(clusterId) {
      try {
        return Math.min(index.getClusterExpansionZoom(clusterId), maxExpansionZoom);
      } catch {
        // Not a cluster of this index (supercluster throws): a stale marker's tap.
        return null;
      }
    },
    isArea: (id) => areaIds.has(id),
  };
}
