/**
 * Cached pages sent gzipped, checked on the wire of the built worker under wrangler dev: the bytes a
 * browser receives must be the stored page gzipped exactly once (the runtime must not compress them again),
 * and a client that does not take gzip gets the page as it is. The runtime gives the worker
 * `Accept-Encoding: br, gzip` whatever the client sent and decodes for a client that cannot take it, as
 * Cloudflare's edge does; a request without the header may get gzip (HTTP: any coding is acceptable).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();

interface RawResponse {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET on an immo1 page, the body as sent (not decoded). */
function rawGet(pathAndQuery: string, acceptEncoding: string): Promise<RawResponse> {
  const headers = { host: `immo1.localhost:${worker.port}`, 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: worker.port, path: pathAndQuery, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Asks until the cached page comes gzipped (the first hit that takes gzip has it compressed in the background). */
async function gzippedHit(pathAndQuery: string): Promise<RawResponse> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await rawGet(pathAndQuery, 'gzip, deflate, br, zstd');
    if (response.headers['content-encoding'] === 'gzip') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${pathAndQuery} never came gzipped`);
}

describe('cached pages on the wire', () => {
  it('sends a browser that takes gzip the stored page gzipped once, and the same page as it is to a client that asks for identity', async () => {
    const path = '/irodaink?wire=gzip';
    const miss = await rawGet(path, 'identity');
    expect(miss.headers['x-cache']).toBe('MISS');
    const gzipped = await gzippedHit(path);
    const plain = await rawGet(path, 'identity');
    expect([plain.headers['x-cache'], plain.headers['content-encoding'], gzipped.headers['x-cache']]).toEqual(['HIT', undefined, 'HIT']);
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    // The security headers are written on the gzipped answer too.
    expect(gzipped.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });

  it('never sends gzip to a client that refuses it', async () => {
    const path = '/irodaink?wire=refused';
    await rawGet(path, 'identity');
    await gzippedHit(path);
    const refused = await rawGet(path, 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toMatch(/^<!doctype html>/);
  });
});
