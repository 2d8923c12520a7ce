// The map data packages ship no types of their own; only what buildDemoBasemap.ts calls.
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';
  /** The layers of one tile, as geojson-vt made them, as an uncompressed MVT. */
  export function fromGeojsonVt(layers: Record<string, LegacyTile>, options?: { version?: number; extent?: number }): Uint8Array;
}

declare module 'topojson-client' {
  import type { Feature, MultiLineString, MultiPolygon } from 'geojson';
  export interface TopologyGeometry {
    type: string;
    id?: string;
    properties?: Record<string, unknown>;
  }
  export interface Topology {
    type: 'Topology';
    objects: Record<string, { type: 'GeometryCollection'; geometries: TopologyGeometry[] }>;
  }
  export function merge(topology: Topology, objects: TopologyGeometry[]): MultiPolygon;
  export function mesh(topology: Topology, object: { type: 'GeometryCollection'; geometries: TopologyGeometry[] }, filter?: (a: TopologyGeometry, b: TopologyGeometry) => boolean): MultiLineString;
  export function feature(topology: Topology, object: TopologyGeometry): Feature;
}
