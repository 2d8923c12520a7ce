import { describe, expect, it } from 'vitest';
import encodeJpeg, { init } from '@jsquash/jpeg/encode.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { imageSize, jpegSize, pngSize } from './imageSize';

/** The signature and an IHDR chunk of a PNG of `width`×`height` (no pixels: only the header is read). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('pngSize', () => {
  it('reads the width and height from the IHDR chunk', () => {
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
  });

  it('is null for bytes that are not a PNG: another signature, a first chunk other than IHDR, too short', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, ...new Array(30).fill(0)]);
    expect(pngSize(jpeg)).toBeNull();
    const noIhdr = pngHeader(1, 1);
    noIhdr.set([0x49, 0x44, 0x41, 0x54], 12);
    expect(pngSize(noIhdr)).toBeNull();
    expect(pngSize(pngHeader(1, 1).subarray(0, 20))).toBeNull();
  });
});

describe('jpegSize', () => {
  it('reads the width and height of a JPEG that MozJPEG wrote, and imageSize tells it from a PNG', async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'));
    await init(new WebAssembly.Module(wasm));
    const jpeg = new Uint8Array(await encodeJpeg({ data: new Uint8ClampedArray(40 * 21 * 4).fill(128), width: 40, height: 21, colorSpace: 'srgb' }));
    expect(jpegSize(jpeg)).toEqual({ width: 40, height: 21 });
    expect(imageSize(jpeg)).toEqual({ type: 'image/jpeg', width: 40, height: 21 });
    expect(imageSize(pngHeader(1200, 630))).toEqual({ type: 'image/png', width: 1200, height: 630 });
    expect(jpegSize(pngHeader(1, 1))).toBeNull();
  });
});
