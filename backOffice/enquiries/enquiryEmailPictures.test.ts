import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { recordEnquiry } from '../../worker/enquiries/enquiryRecord';
import { waitForSentEmails } from '../../worker/test/sentEmails';
import { callWorker } from '../../worker/test/tenantRequest';
import backOffice from '../index';
import { firstRow } from '../test/testCms';

/** Delivers one recorded enquiry through the back office's queue consumer, as the queue would. */
async function deliver(enquiryId: string): Promise<void> {
  const batch = createMessageBatch('enquiries', [{ id: 'message-0', timestamp: new Date(), attempts: 1, body: { enquiryId } }]);
  const ctx = createExecutionContext();
  await backOffice.queue(batch, env);
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['message-0']);
}

describe('the pictures an enquiry e-mail shows', () => {
  it('are rasters (the logo a PNG, the listing a JPEG) that any origin may load, as a mail client does', async () => {
    const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const id = crypto.randomUUID();
    await recordEnquiry(env.DB, {
      id,
      subdomain: 'budapest13',
      siteUrl: 'http://budapest13.localhost',
      unit: { type: 'office', id: 13 },
      propertyId: listing.id,
      name: 'Kovács Anna',
      email: 'kovacs.anna@example.hu',
      phone: '+36 30 123 4567',
      message: 'Érdeklődöm a lakás iránt.',
    });
    await deliver(id);
    const [email] = await waitForSentEmails(id, 1);
    const sources = [...(email?.html ?? '').matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
    // The demo's logo and listing picture: both drawn by the site, neither as SVG.
    expect(sources.map((src) => new URL(src).pathname).sort()).toEqual(['/media/logo.png', '/media/property.jpg']);
    for (const src of sources) {
      const url = new URL(src);
      const { response, settled } = await callWorker(url.host, url.pathname + url.search);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await settled;
      const type = url.pathname.endsWith('.png') ? 'image/png' : 'image/jpeg';
      expect({ src, status: response.status, type: response.headers.get('content-type'), corp: response.headers.get('cross-origin-resource-policy') }).toEqual({ src, status: 200, type, corp: 'cross-origin' });
      // The bytes are the picture they say: a PNG's or a JPEG's signature.
      expect([...bytes.subarray(0, 2)]).toEqual(type === 'image/png' ? [0x89, 0x50] : [0xff, 0xd8]);
    }
  });
});
