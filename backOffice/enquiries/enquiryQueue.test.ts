import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { cmsRequest } from '../../worker/cms/cmsClient';
import { firstRow } from '../test/testCms';
import backOffice from '../index';
import { breakFakeCms, fakeCmsCalls, recordTenant, resetFakeCms, upstreamBindings } from '../../worker/test/fakeCms';
import { sentEmails, waitForSentEmails } from '../../worker/test/sentEmails';
import { retryDelaySeconds } from './enquiryQueue';
import { deliveryLeaseSeconds, recordEnquiry } from '../../worker/enquiries/enquiryRecord';

const listingSchema = z.object({ id: z.number(), name: z.string(), agent_email: z.string(), office_email: z.string() });
/** A listing of office 13 whose agent and office both have an address. */
const officeListing = () =>
  firstRow(
    `SELECT p.id, p.name, a.email AS agent_email, o.email AS office_email FROM properties p JOIN sales_agents a ON a.id = p.agent_id JOIN offices o ON o.id = p.office_id
     WHERE p.office_id = 13 AND a.email IS NOT NULL AND o.email IS NOT NULL ORDER BY p.id LIMIT 1`,
    listingSchema,
  );

const visitor = { name: 'Kovács <b>Anna</b>', email: 'kovacs.anna@example.hu', phone: '+36 30 123 4567', message: 'Érdeklődöm a lakás iránt.\n<script>alert(1)</script> Mikor nézhetném meg?' };

async function recorded(propertyId: number): Promise<string> {
  const id = crypto.randomUUID();
  await recordEnquiry(env.DB, { id, subdomain: 'budapest13', siteUrl: 'http://budapest13.localhost', unit: { type: 'office', id: 13 }, propertyId, ...visitor });
  return id;
}

/** Hands the queue consumer one batch, as the queue would, and reads what it acknowledged or retried. */
async function consume(enquiryIds: string[], options: { attempts?: number; queue?: string; bindings?: Cloudflare.Env } = {}) {
  const batch = createMessageBatch(
    options.queue ?? 'enquiries',
    enquiryIds.map((enquiryId, i) => ({ id: `message-${i}`, timestamp: new Date(), attempts: options.attempts ?? 1, body: { enquiryId } })),
  );
  // The test batch records a retry but not its delay: read that from the call.
  const delays = batch.messages.map((message) => vi.spyOn(message, 'retry'));
  const ctx = createExecutionContext();
  await backOffice.queue(batch, options.bindings ?? env);
  return { ...(await getQueueResult(batch, ctx)), retryDelays: delays.flatMap((spy) => spy.mock.calls.map(([retry]) => retry?.delaySeconds)) };
}

const stateSchema = z.object({ state: z.string(), attempts: z.number(), last_error: z.string().nullable(), lead_id: z.number().nullable(), emailed_to: z.string() });
const stateOf = (id: string) => firstRow('SELECT state, attempts, last_error, lead_id, emailed_to FROM enquiries WHERE id = ?', stateSchema, id);
const leadsOf = async (id: string) => (await firstRow('SELECT count(*) AS n FROM leads WHERE idempotency_key = ?', z.object({ n: z.number() }), id)).n;

beforeEach(async () => {
  await resetFakeCms();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the enquiry queue consumer', () => {
  it('stores the lead and e-mails the agent with the office in copy, branded, with the listing and Reply-To the visitor', async () => {
    const listing = await officeListing();
    const id = await recorded(listing.id);
    const result = await consume([id]);
    expect(result.explicitAcks).toEqual(['message-0']);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered', attempts: 1, last_error: null, lead_id: expect.any(Number) });
    expect(await leadsOf(id)).toBe(1);

    const emails = await waitForSentEmails(id, 2);
    expect(emails.map((e) => e.headers.to).sort()).toEqual([listing.agent_email, listing.agent_email]);
    const [email] = emails;
    if (!email) throw new Error('no e-mail');
    expect(email.headers).toMatchObject({
      from: 'Immo1 Budapest XIII. kerület <ajanlatkeres@localhost.example>',
      cc: listing.office_email,
      'reply-to': `Kovács <b>Anna</b> <${visitor.email}>`,
      subject: `Új érdeklődés: ${listing.name} (${listing.id}.)`,
      'x-enquiry-id': id,
    });
    // The HTML part: the tenant's colours, the listing's picture, title and link, the visitor's words escaped.
    expect(email.html).toContain('#114b3c');
    expect(email.html).toContain(`http://budapest13.localhost/ingatlan/${listing.id}`);
    expect(email.html).toContain(`http://budapest13.localhost/media/`);
    expect(email.html).toContain(listing.name.replace(/&/g, '&amp;'));
    expect(email.html).toMatch(/\d M Ft|Ft\/hó/);
    expect(email.html).toContain('Kovács &lt;b&gt;Anna&lt;/b&gt;');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
    // The plain-text part says the same.
    expect(email.text).toContain(`Hirdetés: http://budapest13.localhost/ingatlan/${listing.id}`);
    expect(email.text).toContain(visitor.message);
    expect(email.text).toContain(`E-mail: ${visitor.email}`);
  });

  it('delivers a message that comes again exactly once: no second lead, no second e-mail', async () => {
    const listing = await officeListing();
    const id = await recorded(listing.id);
    await consume([id]);
    await waitForSentEmails(id, 2);
    const again = await consume([id], { attempts: 2 });
    expect(again.explicitAcks).toEqual(['message-0']);
    expect(await leadsOf(id)).toBe(1);
    expect(await waitForSentEmails(id, 3, 1_000)).toHaveLength(2);
  });

  it('delivers two messages of one enquiry that arrive at once exactly once: the second waits for the first attempt’s claim', async () => {
    const listing = await officeListing();
    const id = await recorded(listing.id);
    const [first, second] = await Promise.all([consume([id]), consume([id])]);
    const retried = [first, second].filter((result) => result.retryMessages.length > 0);
    expect(retried).toHaveLength(1);
    expect(retried[0]?.retryDelays[0]).toBeGreaterThan(deliveryLeaseSeconds - 10);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await leadsOf(id)).toBe(1);
    expect(await waitForSentEmails(id, 3, 1_000)).toHaveLength(2);
  });

  it('leaves an enquiry another attempt holds, and delivers it once that claim has expired (a crashed attempt)', async () => {
    const listing = await officeListing();
    const id = await recorded(listing.id);
    await env.DB.prepare("UPDATE enquiries SET claimed_until = datetime('now', '+60 seconds') WHERE id = ?").bind(id).run();
    const held = await consume([id]);
    expect(held.retryDelays[0]).toBeGreaterThanOrEqual(55);
    expect(held.retryDelays[0]).toBeLessThanOrEqual(62);
    expect(await stateOf(id)).toMatchObject({ state: 'received', attempts: 0, last_error: null });
    // The dead-letter queue does not give up an enquiry an attempt is delivering.
    await consume([id], { queue: 'enquiries-dlq' });
    expect(await stateOf(id)).toMatchObject({ state: 'received' });
    expect(await sentEmails(id)).toEqual([]);

    await env.DB.prepare("UPDATE enquiries SET claimed_until = datetime('now', '-1 seconds') WHERE id = ?").bind(id).run();
    expect((await consume([id])).explicitAcks).toEqual(['message-0']);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await waitForSentEmails(id, 2)).toHaveLength(2);
  });

  it('retries with a growing delay while the mail service fails, keeping the stored lead, and sends once it is back', async () => {
    const listing = await officeListing();
    const id = await recorded(listing.id);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...env, ENQUIRY_RETRY_DELAY_SECONDS: '30', ENQUIRY_EMAIL: { send: () => Promise.reject(new Error('mail service down')) } as unknown as SendEmail };
    const first = await consume([id], { bindings: broken, attempts: 1 });
    expect(first.retryMessages).toEqual([{ msgId: 'message-0' }]);
    expect(first.retryDelays).toEqual([30]);
    const third = await consume([id], { bindings: broken, attempts: 3 });
    expect(third.retryDelays).toEqual([120]);
    expect(await stateOf(id)).toMatchObject({ state: 'received', attempts: 2, last_error: 'e-mail: mail service down' });
    expect(await leadsOf(id)).toBe(1);
    expect(await sentEmails(id)).toEqual([]);

    const recovered = await consume([id], { attempts: 4 });
    expect(recovered.explicitAcks).toEqual(['message-0']);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered', attempts: 3, last_error: null });
    expect(await waitForSentEmails(id, 2)).toHaveLength(2);
    expect(await leadsOf(id)).toBe(1);
  });

  it('marks the enquiry failed when the dead-letter queue gets it, keeping the last error', async () => {
    const listing = await officeListing();
    const id = await recorded(listing.id);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await consume([id], { bindings: { ...env, ENQUIRY_EMAIL: { send: () => Promise.reject(new Error('mail service down')) } as unknown as SendEmail } });
    const dead = await consume([id], { queue: 'enquiries-dlq', attempts: 1 });
    expect(dead.explicitAcks).toEqual(['message-0']);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', last_error: 'e-mail: mail service down' });
    // A failed enquiry is not delivered by a stray message; an operator redelivers it (leads:redeliver).
    expect((await consume([id])).explicitAcks).toEqual(['message-0']);
    expect(await sentEmails(id)).toEqual([]);
  });

  it('sends to the franchise address from the site settings when the agent and the office have none, and logs it', async () => {
    const listing = await officeListing();
    await env.DB.batch([
      env.DB.prepare('UPDATE sales_agents SET email = NULL WHERE id = (SELECT agent_id FROM properties WHERE id = ?)').bind(listing.id),
      env.DB.prepare('UPDATE offices SET email = NULL WHERE id = 13'),
      env.DB.prepare("UPDATE public_site_settings SET value = 'kozpont@immo1.example.hu' WHERE site_domain_id = 3 AND key = 'enquiry_email'"),
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await recorded(listing.id);
    await consume([id]);
    const emails = await waitForSentEmails(id, 1);
    expect(emails.map((e) => [e.headers.to, e.headers.cc])).toEqual([['kozpont@immo1.example.hu', undefined]]);
    expect(warn).toHaveBeenCalledWith('Enquiry e-mail goes to the franchise address instead of', expect.stringMatching(/^office 13 and agent \d+$/), id);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered' });
  });

  it('delivers the e-mail of a site whose CMS name holds a line break, ESC and a bidi control, with a clean From header', async () => {
    const listing = await officeListing();
    await env.DB.batch([
      env.DB.prepare("UPDATE public_site_settings SET value = 'Immo1' || char(10) || 'Budapest ' || char(27) || 'XIII.' || char(8238) || ' kerület' WHERE site_domain_id = 3 AND key = 'site_name'"),
      env.DB.prepare("UPDATE properties SET name = name || char(13, 10) || 'Bcc: x@example.hu' WHERE id = ?").bind(listing.id),
    ]);
    const id = await recorded(listing.id);
    expect((await consume([id])).explicitAcks).toEqual(['message-0']);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered', last_error: null });
    const [email] = await waitForSentEmails(id, 2);
    expect(email?.headers.from).toBe('Immo1 Budapest XIII. kerület <ajanlatkeres@localhost.example>');
    expect(email?.headers.subject).toBe(`Új érdeklődés: ${listing.name} Bcc: x@example.hu (${listing.id}.)`);
    expect(email?.headers.bcc).toBeUndefined();
    expect(email?.text).toContain('Immo1 Budapest XIII. kerület oldalán.');
    expect(email?.text).not.toMatch(/[\u001b\u202e\r]/);
  });

  it('fails at once, without retrying, an enquiry about a listing the site does not show', async () => {
    const listing = await firstRow('SELECT id FROM properties WHERE office_id != 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const id = await recorded(listing.id);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await consume([id]);
    expect(result.explicitAcks).toEqual(['message-0']);
    expect(result.retryMessages).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', last_error: expect.stringContaining(`listing ${listing.id}`) });
  });

  it('acknowledges a message whose enquiry is gone (deleted by retention) and one that is no enquiry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = await consume([crypto.randomUUID()]);
    expect(gone.explicitAcks).toEqual(['message-0']);
    const batch = createMessageBatch('enquiries', [{ id: 'junk', timestamp: new Date(), attempts: 1, body: { nonsense: true } }]);
    const ctx = createExecutionContext();
    await backOffice.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['junk']);
  });

  it('in forwarding mode, retries while the upstream CMS fails, then stores the lead there once with the enquiry’s id as Idempotency-Key', async () => {
    const listing = await officeListing();
    await recordTenant('budapest13', [`/ingatlan/${listing.id}`]);
    const id = await recorded(listing.id);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What the consumer will send: the contract's own request, answered as a CMS that stored it.
    const request = cmsRequest('leads', {
      unit: { type: 'office', id: 13 },
      lead: { property_id: listing.id, name: visitor.name, email: visitor.email, phone: visitor.phone, message: visitor.message, consent: true },
      siteUrl: 'http://budapest13.localhost',
      enquiryId: id,
    });
    expect(request.headers.get('idempotency-key')).toBe(id);
    expect(new URL(request.url).host).toBe('budapest13.localhost');
    await fetch(`${env.TEST_FAKE_CMS}/__fake/answers`, {
      method: 'PUT',
      body: JSON.stringify({ [`POST /api/cms/leads ${await request.text()}`]: { status: 201, body: JSON.stringify({ data: { id: 777, created_at: '2026-11-25T10:00:00Z' } }) } }),
    });
    await breakFakeCms([{ path: '^/api/cms/leads', fault: 'status500' }]);
    const bindings = upstreamBindings();
    const failing = await consume([id], { bindings });
    expect(failing.retryMessages).toHaveLength(1);
    expect(await stateOf(id)).toMatchObject({ state: 'received', lead_id: null, last_error: expect.stringMatching(/^CMS: /) });
    // The e-mail needed only the listing, which the upstream still gave: it went out, and is not sent again.
    expect(await waitForSentEmails(id, 2)).toHaveLength(2);

    await breakFakeCms([]);
    const recovered = await consume([id], { bindings, attempts: 2 });
    expect(recovered.explicitAcks).toEqual(['message-0']);
    expect(await stateOf(id)).toMatchObject({ state: 'delivered', lead_id: 777 });
    expect((await fakeCmsCalls()).filter((call) => call.startsWith('POST /api/cms/leads'))).toHaveLength(2);
    expect(await waitForSentEmails(id, 3, 1_000)).toHaveLength(2);
    expect(await leadsOf(id)).toBe(0);
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from the base with each attempt, up to an hour', () => {
    expect([1, 2, 3, 4, 20].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([30, 60, 120, 240, 3600]);
  });
});
