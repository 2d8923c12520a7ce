/**
 * @module Writes a PMTiles v3 archive (the spec: github.com/protomaps/PMTiles, spec/v3/spec.md; the reader is
 * the pmtiles package): a 127-byte header, the root directory, the JSON metadata, the leaf directories and the
 * tile data, directories and metadata gzipped. Identical tiles are stored once, and a run of consecutive
 * tile ids with the same content is one directory entry (most of a country's deep tiles are plain land).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The tile, already gzipped (the archive says its tiles are gzip-compressed). */
  data: Uint8Array;
}

export interface ArchiveDescription {
  minZoom: number;
  maxZoom: number;
  /** West, south, east, north in degrees. */
  bounds: [number, number, number, number];
  /** Longitude, latitude, zoom. */
  center: [number, number, number];
  metadata: Record<string, unknown>;
}

interface DirectoryEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const headerLength = 127;
/** The reader fetches the first 16 KiB at once: the header and the root directory must fit in it. */
const rootDirectoryBudget = 16_384 - headerLength;

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** A directory as the spec lays it out (ids as deltas, then run lengths, lengths, offsets), gzipped. */
function serializeDirectory(entries: readonly DirectoryEntry[]): Uint8Array {
  const out: number[] = [];
  varint(entries.length, out);
  let lastId = 0;
  for (const e of entries) {
    varint(e.tileId - lastId, out);
    lastId = e.tileId;
  }
  for (const e of entries) varint(e.runLength, out);
  for (const e of entries) varint(e.length, out);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    // 0 means "right after the previous entry's bytes"; otherwise the offset plus one.
    varint(previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1, out);
  });
  return gzipSync(Uint8Array.from(out), { level: 9 });
}

/** The root directory, and leaf directories when the entries do not fit the root alone. */
function directories(entries: readonly DirectoryEntry[]): { root: Uint8Array; leaves: Uint8Array } {
  const root = serializeDirectory(entries);
  if (root.length <= rootDirectoryBudget) return { root, leaves: new Uint8Array() };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const leafParts: Uint8Array[] = [];
    const rootEntries: DirectoryEntry[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize));
      // A run length of 0 marks an entry that points at a leaf directory.
      rootEntries.push({ tileId: entries[i]?.tileId ?? 0, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const rootBytes = serializeDirectory(rootEntries);
    if (rootBytes.length <= rootDirectoryBudget) return { root: rootBytes, leaves: Buffer.concat(leafParts) };
  }
}

function writeUint64(view: DataView, at: number, value: number): void {
  view.setUint32(at, value % 2 ** 32, true);
  view.setUint32(at + 4, Math.floor(value / 2 ** 32), true);
}

/** The archive's bytes for `tiles` (each z/x/y at most once). */
export function writePmtiles(tiles: readonly ArchiveTile[], description: ArchiveDescription): Uint8Array {
  const sorted = tiles.map((t) => ({ ...t, tileId: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.tileId - b.tileId);
  const entries: DirectoryEntry[] = [];
  const contentOffsets = new Map<string, number>();
  const contents: Uint8Array[] = [];
  let dataLength = 0;
  for (const t of sorted) {
    const hash = createHash('sha256').update(t.data).digest('hex');
    let offset = contentOffsets.get(hash);
    if (offset === undefined) {
      offset = dataLength;
      contentOffsets.set(hash, offset);
      contents.push(t.data);
      dataLength += t.data.length;
    }
    const last = entries.at(-1);
    if (last && last.offset === offset && last.tileId + last.runLength === t.tileId) last.runLength += 1;
    else entries.push({ tileId: t.tileId, offset, length: t.data.length, runLength: 1 });
  }
  const { root, leaves } = directories(entries);
  const metadata = gzipSync(JSON.stringify(description.metadata), { level: 9 });

  const header = new DataView(new ArrayBuffer(headerLength));
  'PMTiles'.split('').forEach((c, i) => header.setUint8(i, c.charCodeAt(0)));
  header.setUint8(7, 3);
  const rootOffset = headerLength;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  writeUint64(header, 8, rootOffset);
  writeUint64(header, 16, root.length);
  writeUint64(header, 24, metadataOffset);
  writeUint64(header, 32, metadata.length);
  writeUint64(header, 40, leavesOffset);
  writeUint64(header, 48, leaves.length);
  writeUint64(header, 56, dataOffset);
  writeUint64(header, 64, dataLength);
  writeUint64(header, 72, sorted.length);
  writeUint64(header, 80, entries.length);
  writeUint64(header, 88, contents.length);
  // Clustered: the tile data follows the order of tile ids.
  header.setUint8(96, 1);
  header.setUint8(97, 2); // internal compression: gzip
  header.setUint8(98, 2); // tile compression: gzip
  header.setUint8(99, 1); // tile type: MVT
  header.setUint8(100, description.minZoom);
  header.setUint8(101, description.maxZoom);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = description.bounds;
  header.setInt32(102, e7(west), true);
  header.setInt32(106, e7(south), true);
  header.setInt32(110, e7(east), true);
  header.setInt32(114, e7(north), true);
  header.setUint8(118, description.center[2]);
  header.setInt32(119, e7(description.center[0]), true);
  header.setInt32(123, e7(description.center[1]), true);
  return Buffer.concat([new Uint8Array(header.buffer), root, metadata, leaves, ...contents]);
}
