import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PMTiles } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { bytesSource } from './archiveInMemory.ts';
import { type ArchiveTile, writePmtiles } from './pmtilesWriter.ts';

const description = { minZoom: 0, maxZoom: 8, bounds: [-180, -85, 180, 85] as [number, number, number, number], center: [0, 0, 0] as [number, number, number], metadata: { name: 't' } };
const tile = (z: number, x: number, y: number, text: string): ArchiveTile => ({ z, x, y, data: gzipSync(text) });
const read = async (archive: PMTiles, z: number, x: number, y: number) => {
  const found = await archive.getZxy(z, x, y);
  return found ? new TextDecoder().decode(found.data) : undefined;
};

describe('writePmtiles', () => {
  it('stores identical tiles once and answers every one of them, and nothing for a tile it does not hold', async () => {
    const tiles = [tile(0, 0, 0, 'land'), tile(1, 0, 0, 'land'), tile(1, 1, 0, 'land'), tile(1, 0, 1, 'sea'), tile(1, 1, 1, 'land')];
    const archive = new PMTiles(bytesSource(writePmtiles(tiles, description)));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ numAddressedTiles: 5, numTileContents: 2 });
    // Consecutive ids with the same content are one run: 0/0/0 and 1/0/0 and ..., not five entries.
    expect(header.numTileEntries).toBeLessThan(5);
    expect([await read(archive, 0, 0, 0), await read(archive, 1, 0, 1), await read(archive, 1, 1, 1), await read(archive, 2, 0, 0)]).toEqual(['land', 'sea', 'land', undefined]);
  });

  it('moves the entries into leaf directories when the root would not fit the first 16 KiB, and every tile still reads back', async () => {
    const tiles: ArchiveTile[] = [];
    // Tiles of many lengths, so the directory does not gzip into the root's 16 KiB.
    for (let x = 0; x < 256; x++) for (let y = 0; y < 256; y += 2) tiles.push(tile(8, x, y, `${x}/${y}`.padEnd((createHash('sha256').update(`${x}/${y}`).digest().readUInt16LE(0) % 2000) + 8, '.')));
    const archive = new PMTiles(bytesSource(writePmtiles(tiles, description)));
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryLength).toBeLessThanOrEqual(16_384 - 127);
    for (const [x, y] of [[0, 0], [255, 254], [17, 100], [128, 64]] as const) expect(await read(archive, 8, x, y)).toMatch(new RegExp(`^${x}/${y}\\.*$`));
    expect(await read(archive, 8, 3, 5)).toBeUndefined();
  });
});
