/** @module An archive's bytes in memory as a pmtiles Source, for reading back what the builder wrote (its tests). */
import type { Source } from 'pmtiles';

export function bytesSource(bytes: Uint8Array): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset, length) => ({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer }),
  };
}
