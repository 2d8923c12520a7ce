import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { enquiryMessages, honeypotField } from '../../domain/enquiry';
import { app } from '../app';
import { callWorkerSettled } from '../test/tenantRequest';
import { firstRow } from '../cms/network/testCms';

const listingRow = z.object({ id: z.number(), office_id: z.number() });
/** A listing of office 13, the budapest13 site's own. */
const officeListing = () => firstRow('SELECT id, office_id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', listingRow);
const leadCount = async () => (await firstRow('SELECT count(*) AS n FROM leads', z.object({ n: z.number() }))).n;

const form = (propertyId: number) => ({
  property_id: propertyId,
  name: 'Kovács Anna',
  email: 'kovacs.anna@example.hu',
  phone: '+36 30 123 4567',
  message: 'Érdeklődöm a(z) ingatlan iránt, mikor nézhetném meg?',
  consent: true,
  [honeypotField]: '',
});

/** Every test sends from its own address, so their limits do not add up. */
let client = 0;
const nextClient = () => `203.0.113.${++client}`;

async function send(body: unknown, options: { host?: string; ip?: string; bindings?: Partial<typeof env> } = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`http://${options.host ?? 'budapest13.localhost'}/api/site/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': options.ip ?? nextClient() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await app.fetch(request, { ...env, ...options.bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/site/leads', () => {
  it('stores the enquiry for the site’s own unit and answers 201', async () => {
    const listing = await officeListing();
    const res = await send(form(listing.id));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { received: true } });
    const stored = await firstRow('SELECT unit_type, unit_id, subdomain, source_url, office_id, phone FROM leads WHERE property_id = ?', z.object({ unit_type: z.string(), unit_id: z.number(), subdomain: z.string(), source_url: z.string(), office_id: z.number(), phone: z.string() }), listing.id);
    expect(stored).toEqual({ unit_type: 'office', unit_id: 13, subdomain: 'budapest13', source_url: `http://budapest13.localhost/ingatlan/${listing.id}`, office_id: 13, phone: '+36 30 123 4567' });
  });

  it('answers 400 naming each wrong field with its Hungarian message, and stores nothing', async () => {
    const listing = await officeListing();
    const res = await send({ ...form(listing.id), name: '', email: 'anna@', consent: false });
    expect(res.status).toBe(400);
    const body = z.object({ error: z.literal('invalid_request'), fields: z.array(z.object({ field: z.string(), message: z.string() })) }).parse(await res.json());
    expect(body.fields).toEqual([
      { field: 'name', message: enquiryMessages.name },
      { field: 'email', message: enquiryMessages.email },
      { field: 'consent', message: enquiryMessages.consent },
    ]);
    expect(await leadCount()).toBe(0);
  });

  it('answers 400 naming the body when it is not JSON', async () => {
    const res = await send('{"name": "Anna');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('takes a filled honeypot like an enquiry but stores nothing', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await send({ ...form(listing.id), [honeypotField]: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { received: true } });
    expect(await leadCount()).toBe(0);
  });

  it('answers 429 with Retry-After once a client has sent 5 in a minute, and stores no more', async () => {
    const listing = await officeListing();
    const ip = nextClient();
    for (let i = 0; i < 5; i++) expect((await send(form(listing.id), { ip })).status).toBe(201);
    const refused = await send(form(listing.id), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: enquiryMessages.tooMany });
    expect(await leadCount()).toBe(5);
    // Another client is not held back by it.
    expect((await send(form(listing.id))).status).toBe(201);
  });

  it('limits the public /api/cms/leads call per client too', async () => {
    const listing = await officeListing();
    const ip = nextClient();
    const body = JSON.stringify({ ...form(listing.id), unit_type: 'office', office_id: 13 });
    const post = () =>
      app.fetch(new Request('http://budapest13.localhost/api/cms/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body }), env, createExecutionContext());
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);
  });

  it('refuses an enquiry about another office’s listing on an office site with 404 and stores nothing', async () => {
    const other = await firstRow('SELECT id FROM properties WHERE office_id != 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const res = await send(form(other.id));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: enquiryMessages.gone });
    expect(await leadCount()).toBe(0);
  });

  it('forwards the enquiry to the upstream CMS in forwarding mode, with the site’s unit', async () => {
    const listing = await officeListing();
    // The site's shell comes from the tenant cache (fresh for a minute): only the enquiry goes to the upstream.
    await callWorkerSettled('budapest13.localhost', '/');
    const res = await send(form(listing.id), { bindings: { CMS_API_ORIGIN: env.TEST_ECHO_UPSTREAM } });
    expect(res.status).toBe(201);
    const forwarded: unknown = await (await fetch(`${env.TEST_ECHO_UPSTREAM}/api/cms/leads/last`)).json();
    expect(forwarded).toEqual({
      office_id: 13,
      unit_type: 'office',
      property_id: listing.id,
      name: 'Kovács Anna',
      email: 'kovacs.anna@example.hu',
      phone: '+36 30 123 4567',
      message: 'Érdeklődöm a(z) ingatlan iránt, mikor nézhetném meg?',
      consent: true,
      source_url: `http://budapest13.localhost/ingatlan/${listing.id}`,
      subdomain: 'budapest13',
    });
    expect(await leadCount()).toBe(0);
  });

  it('answers 503 in Hungarian when the CMS cannot store it, so the visitor can try again', async () => {
    const listing = await officeListing();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.exec('DROP TABLE leads');
    const res = await send(form(listing.id));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'unavailable', message: enquiryMessages.failed });
  });
});
