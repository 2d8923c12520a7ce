import { describe, expect, it } from 'vitest';
import type { MapAnswer } from './mapAnswer';
import { indexPins, type MapMark } from './mapPins';

type Point = MapAnswer['points'][number];

/** 0.01° of longitude is 58 px at zoom 12 on 512-px tiles (inside the 80-px radius) and 116 px at zoom 13. */
const near: Point[] = [
  [1, 47.5, 19.0, '45,9 M', 0],
  [2, 47.5, 19.01, '52 M', 1],
];
const budapest = { south: 47.4, west: 18.9, north: 47.6, east: 19.2 };

const pinIds = (marks: MapMark[]) => marks.flatMap((mark) => (mark.kind === 'pin' ? [mark.id] : []));
const clusters = (marks: MapMark[]) => marks.filter((mark) => mark.kind === 'cluster');

describe('indexPins', () => {
  it('clusters pins within 80 px of each other on 512-px tiles, and shows them apart once farther', () => {
    const index = indexPins(near);
    const [cluster, ...rest] = index.marks(budapest, 12.5);
    expect(rest).toEqual([]);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(cluster?.key).toBe(`c${cluster?.kind === 'cluster' ? cluster.clusterId : ''}`);
    const apart = index.marks(budapest, 13);
    expect(clusters(apart)).toEqual([]);
    expect(apart.map((mark) => mark.key).sort()).toEqual(['p1', 'p2']);
    expect(apart.find((mark) => mark.key === 'p1')).toEqual({ kind: 'pin', key: 'p1', id: 1, lat: 47.5, lng: 19.0, label: '45,9 M' });
  });

  it("zooms a cluster's tap to the zoom it falls apart at, and knows no cluster of another index", () => {
    const index = indexPins(near);
    const cluster = clusters(index.marks(budapest, 12))[0];
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(index.expansionZoom(cluster.clusterId)).toBe(13);
    expect(indexPins([]).expansionZoom(cluster.clusterId)).toBeNull();
  });

  it('keeps listings at one place in a cluster through zoom 16, the last clustered, whose tap zooms to 17 where each is a pin', () => {
    const index = indexPins([
      [1, 47.5, 19.0, '45,9 M', 0],
      [2, 47.5, 19.0, '52 M', 0],
    ]);
    const cluster = clusters(index.marks(budapest, 16.9))[0];
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(index.expansionZoom(cluster.clusterId)).toBe(17);
    expect(pinIds(index.marks(budapest, 17)).sort()).toEqual([1, 2]);
  });

  it('places only the marks of the visible rectangle and a fifth of it around', () => {
    const index = indexPins([
      [1, 47.5, 19.05, 'in', 0],
      [2, 47.5, 19.23, 'in the margin', 0],
      [3, 47.5, 19.3, 'out', 0],
      [4, 46.0, 19.05, 'far south', 0],
    ]);
    expect(pinIds(index.marks(budapest, 15)).sort()).toEqual([1, 2]);
  });

  it('never makes an "only the area" listing a pin: it is a circle unless inside a cluster, where it counts', () => {
    const index = indexPins([
      [1, 47.5, 19.0, '45,9 M', 0],
      [2, 47.5, 19.01, '52 M', 2],
      [3, 47.55, 19.1, '30 M', 2],
    ]);
    expect(index.isArea(2)).toBe(true);
    expect(index.isArea(1)).toBe(false);
    const clustered = index.marks(budapest, 12);
    expect(pinIds(clustered)).toEqual([]);
    expect(clusters(clustered)).toMatchObject([{ count: 2 }]);
    expect(index.areas(12)).toEqual([{ id: 3, lat: 47.55, lng: 19.1 }]);
    expect(pinIds(index.marks(budapest, 13))).toEqual([1]);
    expect(index.areas(13.7).map((area) => area.id)).toEqual([2, 3]);
  });

  it('accounts for every listing once at any zoom: pins, circles and cluster counts add up to the points', () => {
    const points: Point[] = Array.from({ length: 500 }, (_, i) => [i + 1, 47.4 + ((i * 37) % 200) / 1000, 18.95 + ((i * 53) % 250) / 1000, `${i} M`, i % 3 === 0 ? 2 : 0]);
    const index = indexPins(points);
    for (const zoom of [6, 10, 12, 14, 16, 18]) {
      const marks = index.marks({ south: 47.3, west: 18.8, north: 47.7, east: 19.3 }, zoom);
      const counted = pinIds(marks).length + index.areas(zoom).length + clusters(marks).reduce((sum, mark) => sum + (mark.kind === 'cluster' ? mark.count : 0), 0);
      expect(counted, `zoom ${zoom}`).toBe(points.length);
    }
  });
});
