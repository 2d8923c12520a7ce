import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { leadReceiptSchema } from '../../../domain/cms/leadSchemas';
import { app } from '../../../worker/app';
import { embeddedCms } from '../embeddedCms';
import { badFields, envelope, firstRow, jsonOf, postJson } from '../../test/testCms';

const leadCount = async () => (await firstRow('SELECT count(*) AS n FROM leads', z.object({ n: z.number() }))).n;

/** POST to the built-in CMS as the site's own client sends it: to the tenant's host, with a key. */
const postForSite = (origin: string, body: unknown, headers: Record<string, string> = {}) =>
  embeddedCms.request(`${origin}/api/cms/leads`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, env);

afterEach(() => {
  vi.restoreAllMocks();
});

const listingRow = z.object({ id: z.number(), name: z.string(), franchise_id: z.number(), office_id: z.number(), agent_id: z.number().nullable() });
const someListing = () => firstRow('SELECT id, name, franchise_id, office_id, agent_id FROM properties WHERE agent_id IS NOT NULL ORDER BY id LIMIT 1', listingRow);

const leadRow = z.object({
  property_id: z.number(),
  property_name: z.string(),
  office_id: z.number(),
  agent_id: z.number().nullable(),
  unit_type: z.string(),
  unit_id: z.number(),
  subdomain: z.string().nullable(),
  source_url: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  consent_at: z.string(),
});

const lead = (propertyId: number, unit: Record<string, unknown>) => ({
  ...unit,
  property_id: propertyId,
  name: ' Kovács Anna ',
  email: 'kovacs.anna@example.hu',
  phone: '+36 30 123 4567',
  message: 'Érdeklődöm a lakás iránt, mikor nézhetném meg?',
  consent: true,
  source_url: 'https://immo1.example.hu/ingatlan/1',
  subdomain: 'immo1',
});

describe('POST /api/cms/leads', () => {
  it('stores the enquiry with the listing’s office and agent, and answers 201 with its id', async () => {
    const listing = await someListing();
    const res = await postForSite('http://immo1.localhost', lead(listing.id, { unit_type: 'franchise', franchise_id: listing.franchise_id }));
    expect(res.status).toBe(201);
    const { data } = await jsonOf(res, envelope(leadReceiptSchema));
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const stored = await firstRow('SELECT property_id, property_name, office_id, agent_id, unit_type, unit_id, subdomain, source_url, name, email, phone, message, consent_at FROM leads WHERE id = ?', leadRow, data.id);
    expect(stored).toEqual({
      property_id: listing.id,
      property_name: listing.name,
      office_id: listing.office_id,
      agent_id: listing.agent_id,
      unit_type: 'franchise',
      unit_id: listing.franchise_id,
      subdomain: 'immo1',
      source_url: `http://immo1.localhost/ingatlan/${listing.id}`,
      name: 'Kovács Anna',
      email: 'kovacs.anna@example.hu',
      phone: '+36 30 123 4567',
      message: 'Érdeklődöm a lakás iránt, mikor nézhetném meg?',
      consent_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('stores nothing and answers 404 for a listing outside the site’s unit', async () => {
    const listing = await someListing();
    const other = await firstRow('SELECT id FROM offices WHERE id != ? ORDER BY id LIMIT 1', z.object({ id: z.number() }), listing.office_id);
    const res = await postJson('/api/cms/leads', lead(listing.id, { unit_type: 'office', office_id: other.id }));
    expect(res.status).toBe(404);
    expect((await firstRow('SELECT count(*) AS n FROM leads', z.object({ n: z.number() }))).n).toBe(0);
  });

  it('answers 400 naming each wrong field', async () => {
    const listing = await someListing();
    const res = await postJson('/api/cms/leads', { ...lead(listing.id, { unit_type: 'office', office_id: listing.office_id }), email: 'nem-email', consent: false, phone: 'abc' });
    expect(res.status).toBe(400);
    expect((await badFields(res)).sort()).toEqual(['consent', 'email', 'phone']);
  });

  it('takes the site from the request’s host and never from the body', async () => {
    const listing = await someListing();
    const forged = { ...lead(listing.id, { unit_type: 'office', office_id: listing.office_id }), subdomain: 'debrecen', source_url: 'https://evil.example/phish' };
    const res = await postForSite('http://budapest13.localhost', forged);
    expect(res.status).toBe(201);
    const { data } = await jsonOf(res, envelope(leadReceiptSchema));
    expect(await firstRow('SELECT subdomain, source_url FROM leads WHERE id = ?', z.object({ subdomain: z.string().nullable(), source_url: z.string().nullable() }), data.id)).toEqual({
      subdomain: 'budapest13',
      source_url: `http://budapest13.localhost/ingatlan/${listing.id}`,
    });
    // A host that is no tenant names no site.
    const bare = await jsonOf(await postJson('/api/cms/leads', forged), envelope(leadReceiptSchema));
    expect(await firstRow('SELECT subdomain, source_url FROM leads WHERE id = ?', z.object({ subdomain: z.null(), source_url: z.null() }), bare.data.id)).toEqual({ subdomain: null, source_url: null });
  });

  it('stores one lead per Idempotency-Key, answering a repeat with the first receipt', async () => {
    const listing = await someListing();
    const body = lead(listing.id, { unit_type: 'office', office_id: listing.office_id });
    const key = crypto.randomUUID();
    const first = await postForSite('http://budapest13.localhost', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const again = await postForSite('http://budapest13.localhost', body, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await leadCount()).toBe(1);
    expect((await postForSite('http://budapest13.localhost', body, { 'idempotency-key': 'with space' })).status).toBe(400);
  });

  it('stores nothing and answers 204 when the honeypot is filled', async () => {
    const listing = await someListing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await postForSite('http://budapest13.localhost', { ...lead(listing.id, { unit_type: 'office', office_id: listing.office_id }), weboldal: 'https://spam.example' });
    expect(res.status).toBe(204);
    expect(await leadCount()).toBe(0);
  });

  it('answers 400 to control characters in a text field, naming it', async () => {
    const listing = await someListing();
    const res = await postJson('/api/cms/leads', { ...lead(listing.id, { unit_type: 'office', office_id: listing.office_id }), name: 'Béla\u001b]0;pwned\u0007', message: 'Első sor.\nMásodik sor, minden rendben?' });
    expect(await badFields(res)).toEqual(['name']);
    expect(await leadCount()).toBe(0);
  });

  it('answers 400 naming the listing or the unit when it is missing', async () => {
    const listing = await someListing();
    const { property_id: _id, ...withoutListing } = lead(listing.id, { unit_type: 'office', office_id: listing.office_id });
    expect(await badFields(await postJson('/api/cms/leads', withoutListing))).toEqual(['property_id']);
    expect(await badFields(await postJson('/api/cms/leads', lead(listing.id, {})))).toEqual(['unit_type']);
  });
});

describe('POST /api/cms/leads on the public mount', () => {
  const token = 's'.repeat(48);
  const forged = { unit_type: 'office', office_id: 13, property_id: 2085, name: 'Kovács Anna', email: 'kovacs.anna@example.hu', message: 'Érdeklődöm a lakás iránt, mikor nézhetném meg?', consent: true, subdomain: 'debrecen', source_url: 'https://evil.example/phish' };
  const post = (host: string, body: unknown, headers: Record<string, string>, bindings: Cloudflare.Env) =>
    app.fetch(new Request(`http://${host}/api/cms/leads`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250)}`, ...headers }, body: JSON.stringify(body) }), bindings, createExecutionContext());

  it('does not exist (404) while no service token is configured, and stores nothing', async () => {
    const res = await post('debrecen.localhost', forged, {}, env);
    expect(res.status).toBe(404);
    expect(await leadCount()).toBe(0);
  });

  it('answers 401 without the service token, or with a wrong one, and stores nothing', async () => {
    const bindings = { ...env, CMS_SERVICE_TOKEN: token };
    for (const authorization of [undefined, `Bearer ${token.slice(1)}`, `Bearer ${token}x`, `Basic ${token}`, token]) {
      const res = await post('debrecen.localhost', forged, authorization ? { authorization } : {}, bindings);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(await leadCount()).toBe(0);
  });

  it('with the token, stores the forged enquiry only under the host it was sent to, never the body’s site', async () => {
    const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const bindings = { ...env, CMS_SERVICE_TOKEN: token };
    const res = await post('budapest13.localhost', { ...forged, property_id: listing.id }, { authorization: `Bearer ${token}` }, bindings);
    expect(res.status).toBe(201);
    expect(await firstRow('SELECT office_id, subdomain, source_url FROM leads', z.object({ office_id: z.number(), subdomain: z.string(), source_url: z.string() }))).toEqual({
      office_id: 13,
      subdomain: 'budapest13',
      source_url: `http://budapest13.localhost/ingatlan/${listing.id}`,
    });
  });

  it('with the token, takes the site a relaying service names by X-Forwarded-Host', async () => {
    const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const res = await post('localhost', { ...forged, property_id: listing.id }, { authorization: `Bearer ${token}`, 'x-forwarded-host': 'budapest13.localhost' }, { ...env, CMS_SERVICE_TOKEN: token });
    expect(res.status).toBe(201);
    expect(await firstRow('SELECT subdomain FROM leads', z.object({ subdomain: z.string() }))).toEqual({ subdomain: 'budapest13' });
  });

  it('with the token, stores nothing for a listing outside the unit the body names (404)', async () => {
    const other = await firstRow('SELECT id FROM properties WHERE office_id != 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const res = await post('debrecen.localhost', { ...forged, property_id: other.id }, { authorization: `Bearer ${token}` }, { ...env, CMS_SERVICE_TOKEN: token });
    expect(res.status).toBe(404);
    expect(await leadCount()).toBe(0);
  });

  it('with the token, applies the honeypot (204, nothing stored)', async () => {
    const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await post('budapest13.localhost', { ...forged, property_id: listing.id, weboldal: 'x' }, { authorization: `Bearer ${token}` }, { ...env, CMS_SERVICE_TOKEN: token });
    expect(res.status).toBe(204);
    expect(await leadCount()).toBe(0);
  });
});
