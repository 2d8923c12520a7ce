/**
 * @module Simplifies a ring of points (a hand-drawn outline) to at most a given number of vertices with
 * Ramer–Douglas–Peucker, raising the tolerance until the ring is small enough. Planar: the points are
 * whatever x/y the caller gives (a map's screen pixels keep the shape as the visitor saw it).
 */

export interface PlanePoint {
  x: number;
  y: number;
}

/** Distance of `p` from the segment a–b. */
function segmentDistance(p: PlanePoint, a: PlanePoint, b: PlanePoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Indexes kept of points[first..last] within `tolerance` (iterative: a long stroke must not overflow the stack). */
function keptIndexes(points: readonly PlanePoint[], tolerance: number): number[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i] as PlanePoint, points[first] as PlanePoint, points[last] as PlanePoint);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return [...keep.keys()].filter((i) => keep[i] === 1);
}

/**
 * The ring (not closed: the last point is not the first repeated) with at most `maxVertices` of its points,
 * dropping first those that change its shape least; a ring already small enough comes back as it is.
 * @example simplifyRing(strokeInPixels, 40)
 */
export function simplifyRing<P extends PlanePoint>(ring: readonly P[], maxVertices: number): P[] {
  const points = ring.filter((p, i) => i === 0 || p.x !== ring[i - 1]?.x || p.y !== ring[i - 1]?.y);
  if (points.length <= maxVertices) return points;
  // Closed for the algorithm (the first point repeated at the end), so the closing edge is simplified too.
  const closed = [...points, points[0] as P];
  let tolerance = 0.5;
  for (;;) {
    const kept = keptIndexes(closed, tolerance).slice(0, -1);
    if (kept.length <= maxVertices) return kept.map((i) => points[i] as P);
    tolerance *= 1.5;
  }
}
