import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { recordTenant, resetFakeCms, upstreamBindings } from '../test/fakeCms';
import { callWorkerSettled } from '../test/tenantRequest';

const answerSchema = z.object({ data: z.object({ subdomain: z.string(), public_site_setting: z.array(z.object({ key: z.string(), value: z.string().nullable() })) }) });

/** The public answer's setting keys, and the whole text (the address must appear nowhere in it). */
async function publicRecord(bindings?: Cloudflare.Env) {
  const response = await callWorkerSettled('budapest13.localhost', '/api/cms/public-site-domains/budapest13', undefined, bindings);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { keys: answerSchema.parse(JSON.parse(text)).data.public_site_setting.map((s) => s.key), text };
}

describe('GET /api/cms/public-site-domains/{subdomain} on the public mount', () => {
  it('leaves the internal enquiry_email out of the built-in CMS’s answer and keeps every public setting', async () => {
    const { keys, text } = await publicRecord();
    expect(keys).toContain('site_name');
    expect(keys).not.toContain('enquiry_email');
    expect(text).not.toContain('ajanlat@immo1.example.hu');
  });

  it('leaves it out of an upstream CMS’s answer too (forwarding mode)', async () => {
    await resetFakeCms();
    await recordTenant('budapest13');
    const { keys, text } = await publicRecord(upstreamBindings());
    expect(keys).toContain('site_name');
    expect(keys).not.toContain('enquiry_email');
    expect(text).not.toContain('ajanlat@immo1.example.hu');
  });
});
