import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woffToSfnt';

const require = createRequire(import.meta.url);

/** The table tags of an SFNT font, from its table directory. */
function tableTags(sfnt: Uint8Array): string[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => String.fromCharCode(...sfnt.subarray(12 + i * 16, 16 + i * 16)));
}

describe('woffToSfnt', () => {
  it('unpacks the npm font into a TrueType file with its tables, each where its record says', async () => {
    const woff = await readFile(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'));
    const sfnt = await woffToSfnt(woff);
    const view = new DataView(sfnt.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    // The size the WOFF header promises for the unpacked font.
    expect(sfnt.byteLength).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(16));
    expect(tableTags(sfnt)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
    for (let i = 0; i < view.getUint16(4); i++) {
      const offset = view.getUint32(12 + i * 16 + 8);
      expect(offset % 4).toBe(0);
      expect(offset + view.getUint32(12 + i * 16 + 12)).toBeLessThanOrEqual(sfnt.byteLength);
    }
  });

  it('refuses what is not a WOFF 1.0 font, and a table directory past the end', async () => {
    await expect(woffToSfnt(new TextEncoder().encode('<svg></svg>'))).rejects.toThrow('not a WOFF 1.0 font');
    const header = new Uint8Array(44);
    new DataView(header.buffer).setUint32(0, 0x774f4646);
    new DataView(header.buffer).setUint16(12, 50);
    await expect(woffToSfnt(header)).rejects.toThrow('past the end');
  });
});
