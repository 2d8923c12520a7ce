/**
 * @module The basemap archive of this isolate: one pmtiles reader per bucket, which keeps the header and the
 * directories it has read in memory (its cache is keyed by the archive's etag), so a tile costs one ranged
 * R2 read once the header is known. Once a minute a HEAD of the object checks that it is still the same
 * archive: the edge cache answers most tiles without touching R2, where a replaced archive would go unseen.
 */
import { PMTiles } from 'pmtiles';
import { R2Source, basemapObjectKey, MissingArchive } from './r2Source';

/** How long a read header is trusted before the object's etag is checked again. */
const recheckMilliseconds = 60_000;

interface OpenArchive {
  reader: PMTiles;
  checkedAt: number;
}

const open = new WeakMap<R2Bucket, OpenArchive>();

/** The reader of the archive in `bucket`, renewed when the object's etag has changed. */
export async function basemapReader(bucket: R2Bucket, now = Date.now()): Promise<PMTiles> {
  let archive = open.get(bucket);
  if (archive && now - archive.checkedAt > recheckMilliseconds) {
    const [object, header] = await Promise.all([bucket.head(basemapObjectKey), archive.reader.getHeader()]);
    if (object === null) {
      open.delete(bucket);
      throw new MissingArchive();
    }
    archive.checkedAt = now;
    if (object.etag !== header.etag) archive = undefined;
  }
  if (!archive) {
    archive = { reader: new PMTiles(new R2Source(bucket)), checkedAt: now };
    open.set(bucket, archive);
  }
  return archive.reader;
}

/** Forgets the bucket's reader (after a failed read: pmtiles would keep the failed header's promise). */
export function forgetBasemapReader(bucket: R2Bucket): void {
  open.delete(bucket);
}
