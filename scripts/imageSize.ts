/**
 * @module A PNG's or a JPEG's size read from its bytes (PNG: the signature and the IHDR chunk, PNG spec 11.2.2;
 * JPEG: the start-of-frame segment, ITU T.81 B.2.2):
 * what the tests and the benchmark check a card by, without trusting any header.
 */

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height of a PNG, or null when the bytes are not one. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk must be IHDR, 13 bytes long.
  if (view.getUint32(8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), whose segment holds the image's size. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The width and height of a JPEG (from its start-of-frame segment), or null when the bytes are not one. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (startOfFrame.has(marker)) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** A PNG's or a JPEG's type and size, or null for anything else. */
export function imageSize(bytes: Uint8Array): { type: 'image/png' | 'image/jpeg'; width: number; height: number } | null {
  const png = pngSize(bytes);
  if (png) return { type: 'image/png', ...png };
  const jpeg = jpegSize(bytes);
  return jpeg ? { type: 'image/jpeg', ...jpeg } : null;
}
