/**
 * @module Schematic tile layouts for the price maps: each Budapest district and each county as one
 * square in a grid that keeps their rough places (Buda west of Pest, Csepel south, Győr-Moson-Sopron
 * north-west, Szabolcs north-east). Not true boundaries: no boundary data is available offline, and
 * equal tiles let every district show its value legibly on a phone.
 */

/** A tile's column and row in its grid, from the top left. */
export interface TilePosition {
  col: number;
  row: number;
}

/** Budapest's districts by number (1..23): 6 columns, 5 rows. */
export const budapestDistrictTiles: ReadonlyMap<number, TilePosition> = new Map([
  [3, { col: 1, row: 0 }],
  [4, { col: 3, row: 0 }],
  [15, { col: 4, row: 0 }],
  [2, { col: 0, row: 1 }],
  [13, { col: 2, row: 1 }],
  [6, { col: 3, row: 1 }],
  [14, { col: 4, row: 1 }],
  [16, { col: 5, row: 1 }],
  [12, { col: 0, row: 2 }],
  [1, { col: 1, row: 2 }],
  [5, { col: 2, row: 2 }],
  [7, { col: 3, row: 2 }],
  [10, { col: 4, row: 2 }],
  [17, { col: 5, row: 2 }],
  [11, { col: 1, row: 3 }],
  [9, { col: 2, row: 3 }],
  [8, { col: 3, row: 3 }],
  [19, { col: 4, row: 3 }],
  [18, { col: 5, row: 3 }],
  [22, { col: 1, row: 4 }],
  [21, { col: 2, row: 4 }],
  [20, { col: 3, row: 4 }],
  [23, { col: 4, row: 4 }],
]);

/** Hungary's counties by id (domain/geography/counties.ts; Budapest is 1): 7 columns, 4 rows. */
export const countyTiles: ReadonlyMap<number, TilePosition> = new Map([
  [8, { col: 0, row: 0 }],
  [11, { col: 1, row: 0 }],
  [12, { col: 3, row: 0 }],
  [10, { col: 4, row: 0 }],
  [5, { col: 5, row: 0 }],
  [15, { col: 6, row: 0 }],
  [18, { col: 0, row: 1 }],
  [19, { col: 1, row: 1 }],
  [7, { col: 2, row: 1 }],
  [1, { col: 3, row: 1 }],
  [13, { col: 4, row: 1 }],
  [16, { col: 5, row: 1 }],
  [9, { col: 6, row: 1 }],
  [20, { col: 0, row: 2 }],
  [14, { col: 1, row: 2 }],
  [17, { col: 2, row: 2 }],
  [3, { col: 3, row: 2 }],
  [6, { col: 4, row: 2 }],
  [4, { col: 5, row: 2 }],
  [2, { col: 2, row: 3 }],
]);

/** The grid's size: one more than the largest column and row. */
export function gridSize(tiles: ReadonlyMap<number, TilePosition>): { cols: number; rows: number } {
  let cols = 0;
  let rows = 0;
  for (const { col, row } of tiles.values()) {
    cols = Math.max(cols, col + 1);
    rows = Math.max(rows, row + 1);
  }
  return { cols, rows };
}

/**
 * The bin (0..bounds.length) a value falls in, given ascending inner bounds.
 * @example binOf(1_250_000, [1_000_000, 1_200_000, 1_400_000]) // 2
 */
export function binOf(value: number, bounds: readonly number[]): number {
  let bin = 0;
  while (bin < bounds.length && value >= (bounds[bin] ?? Infinity)) bin++;
  return bin;
}
