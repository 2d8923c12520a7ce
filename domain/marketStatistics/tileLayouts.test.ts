import { describe, expect, it } from 'vitest';
import { counties, districts } from '../geography/index';
import { binOf, budapestDistrictTiles, countyTiles, gridSize } from './tileLayouts';

const cells = (tiles: ReadonlyMap<number, { col: number; row: number }>) => [...tiles.values()].map((t) => `${t.col}:${t.row}`);

describe('tileLayouts', () => {
  it('places each of the 23 districts and each county (Budapest too) on a tile of its own', () => {
    expect([...budapestDistrictTiles.keys()].sort((a, b) => a - b)).toEqual(districts.map((d) => d.id));
    expect([...countyTiles.keys()].sort((a, b) => a - b)).toEqual(counties.map((c) => c.id).sort((a, b) => a - b));
    for (const tiles of [budapestDistrictTiles, countyTiles]) expect(new Set(cells(tiles)).size).toBe(tiles.size);
    expect(gridSize(budapestDistrictTiles)).toEqual({ cols: 6, rows: 5 });
    expect(gridSize(countyTiles)).toEqual({ cols: 7, rows: 4 });
  });

  it('keeps Buda west of Pest and Csepel south', () => {
    const col = (id: number) => budapestDistrictTiles.get(id)?.col ?? -1;
    for (const buda of [1, 2, 12]) for (const pest of [5, 6, 7, 8]) expect(col(buda)).toBeLessThan(col(pest));
    expect(budapestDistrictTiles.get(21)?.row).toBe(4);
  });

  it('puts a value in the bin of the inner bounds it reaches', () => {
    expect(binOf(900_000, [1_000_000, 1_200_000])).toBe(0);
    expect(binOf(1_000_000, [1_000_000, 1_200_000])).toBe(1);
    expect(binOf(1_900_000, [1_000_000, 1_200_000])).toBe(2);
  });
});
