import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryMessages, honeypotField, idempotencyKeyOf } from '../../../domain/enquiries/enquiry';
import { enquiryEndpoint, enquiryNotice, enquirySubmission, readEnquiryAnswer, sendEnquiry } from './enquirySending';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const enquiry = { property_id: 12, name: 'Szabó Eszter', email: 'eszter@example.hu', phone: '', message: 'Érdeklődöm.', consent: true as const };

describe('readEnquiryAnswer', () => {
  it('takes a 202 as taken', async () => {
    await expect(readEnquiryAnswer(new Response(null, { status: 202 }))).resolves.toEqual({ kind: 'taken' });
  });

  it("puts a 400's messages beside the form's own fields and leaves out any other", async () => {
    const answer = json(400, { message: enquiryMessages.invalid, fields: [{ field: 'email', message: enquiryMessages.email }, { field: 'property_id', message: 'x' }, { field: 'consent' }, 'name'] });
    await expect(readEnquiryAnswer(answer)).resolves.toEqual({ kind: 'invalid', errors: { email: enquiryMessages.email } });
    await expect(readEnquiryAnswer(new Response('not json', { status: 400 }))).resolves.toEqual({ kind: 'invalid', errors: {} });
  });

  it("says another answer's own message, else the form's", async () => {
    await expect(readEnquiryAnswer(json(429, { message: enquiryMessages.tooMany }))).resolves.toEqual({ kind: 'failed', message: enquiryMessages.tooMany });
    await expect(readEnquiryAnswer(new Response('<h1>Bad gateway</h1>', { status: 502 }))).resolves.toEqual({ kind: 'failed', message: enquiryMessages.failed });
    await expect(readEnquiryAnswer(json(500, { message: 42 }))).resolves.toEqual({ kind: 'failed', message: enquiryMessages.failed });
  });
});

describe('enquiryNotice', () => {
  it('says nothing in the snackbar once the enquiry is taken: the thank-you stands alone', () => {
    expect(enquiryNotice({ kind: 'taken' })).toBeNull();
  });

  it('sums up wrong fields in one line (their own messages sit beside them) and says a failure in its own words', () => {
    expect(enquiryNotice({ kind: 'invalid', errors: { email: enquiryMessages.email } })).toBe(enquiryMessages.invalid);
    expect(enquiryNotice({ kind: 'failed', message: enquiryMessages.tooMany })).toBe(enquiryMessages.tooMany);
  });
});

describe('sendEnquiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the enquiry as JSON with the honeypot to the endpoint, with the submission’s Idempotency-Key', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const submission = enquirySubmission(null, enquiry, '');
    await expect(sendEnquiry(submission)).resolves.toEqual({ kind: 'taken' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(enquiryEndpoint);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': submission.key } });
    expect(JSON.parse(String(init?.body))).toEqual({ ...enquiry, [honeypotField]: '' });
  });

  it('takes a network failure as a failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendEnquiry(enquirySubmission(null, enquiry, ''))).resolves.toEqual({ kind: 'failed', message: enquiryMessages.failed });
  });
});

describe('enquirySubmission', () => {
  it('keeps the key when the same enquiry is sent again (a retry), and makes a new one for another enquiry', () => {
    const first = enquirySubmission(null, enquiry, '');
    expect(enquirySubmission(first, enquiry, '')).toBe(first);
    const changed = enquirySubmission(first, { ...enquiry, message: 'Mást kérdezek.' }, '');
    expect(changed.key).not.toBe(first.key);
    expect(enquirySubmission(null, enquiry, '').key).not.toBe(first.key);
  });

  it('makes keys the worker takes', () => {
    const { key } = enquirySubmission(null, enquiry, '');
    expect(idempotencyKeyOf(key)).toBe(key);
  });
});
