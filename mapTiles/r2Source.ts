/**
 * @module The basemap archive in R2 as a pmtiles Source: every read is one ranged `get`, and a read made
 * for a header with a known etag asks R2 for that version only, so a replaced archive is noticed (pmtiles then
 * drops its cached header and directories and reads again) instead of mixing two archives' bytes.
 */
import { EtagMismatch, type RangeResponse, type Source } from 'pmtiles';

/** The archive's object in the bucket (README "The basemap"). */
export const basemapObjectKey = 'basemap.pmtiles';

/** The bucket holds no archive: answered 503 naming it, never 500. */
export class MissingArchive extends Error {
  constructor() {
    super(`The basemap archive ${basemapObjectKey} is missing from the BASEMAP bucket`);
  }
}

/** Reads byte ranges of `key` in `bucket`. */
export class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string = basemapObjectKey,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    // With onlyIf, R2 answers the object without its body when the condition fails.
    const object: R2ObjectBody | R2Object | null = await this.bucket.get(this.key, { range: { offset, length }, ...(etag ? { onlyIf: { etagMatches: etag } } : {}) });
    if (object === null) throw new MissingArchive();
    // An object without a body: the etag condition failed, the archive was replaced since its header was read.
    if (!('body' in object)) throw new EtagMismatch(`The basemap archive changed (was ${etag}, now ${object.etag})`);
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}
