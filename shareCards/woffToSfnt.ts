/**
 * @module A WOFF (1.0) font unwrapped into the TrueType/OpenType file it packs. The font comes from npm
 * (@fontsource ships WOFF and WOFF2 only); satori reads WOFF, but resvg reads only TrueType/OpenType, and
 * it needs the font for the text inside SVG pictures on a card (the demo logos). W3C WOFF 1.0, sections 3–5.
 */

const woffSignature = 0x774f4646; // 'wOFF'
const headerSize = 44;
const woffEntrySize = 20;
const sfntEntrySize = 16;

/** zlib-compressed bytes inflated (WOFF compresses each table with zlib's format). */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  // A copy of its own: Blob takes views of a plain ArrayBuffer only.
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The TrueType/OpenType bytes of a WOFF font; throws on anything that is not a well-formed WOFF 1.0. */
export async function woffToSfnt(woff: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const source = woff instanceof Uint8Array ? woff : new Uint8Array(woff);
  const view = new DataView(source.buffer, source.byteOffset, source.byteLength);
  if (source.byteLength < headerSize || view.getUint32(0) !== woffSignature) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  if (headerSize + numTables * woffEntrySize > source.byteLength) throw new Error('WOFF table directory past the end');

  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = headerSize + i * woffEntrySize;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    if (offset + compLength > source.byteLength) throw new Error('WOFF table past the end');
    const stored = source.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table of the wrong length');
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }

  // The SFNT offset table's search fields: the largest power of two not above the table count.
  const entrySelector = Math.floor(Math.log2(Math.max(numTables, 1)));
  const searchRange = 2 ** entrySelector * 16;
  const padded = (length: number) => (length + 3) & ~3;
  let size = 12 + numTables * sfntEntrySize;
  for (const table of tables) size += padded(table.data.byteLength);

  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = 12 + numTables * sfntEntrySize;
  tables.forEach((table, i) => {
    const record = 12 + i * sfntEntrySize;
    outView.setUint32(record, table.tag);
    outView.setUint32(record + 4, table.checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return out;
}
