import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { leadReceiptSchema } from '../../../domain/cms/leadSchemas';
import { badFields, envelope, firstRow, jsonOf, postJson } from '../network/testCms';

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
    const res = await postJson('/api/cms/leads', lead(listing.id, { unit_type: 'franchise', franchise_id: listing.franchise_id }));
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
      source_url: 'https://immo1.example.hu/ingatlan/1',
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

  it('answers 400 naming the listing or the unit when it is missing', async () => {
    const listing = await someListing();
    const { property_id: _id, ...withoutListing } = lead(listing.id, { unit_type: 'office', office_id: listing.office_id });
    expect(await badFields(await postJson('/api/cms/leads', withoutListing))).toEqual(['property_id']);
    expect(await badFields(await postJson('/api/cms/leads', lead(listing.id, {})))).toEqual(['unit_type']);
  });
});
