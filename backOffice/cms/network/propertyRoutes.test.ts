import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { maskValues } from '../../../domain/search/filterOptionLists';
import { maxSimilarListings, propertyDetailSchema, similarListingsSchema } from '../../../domain/cms/listingSchemas';
import { badFields, cms, envelope, firstRow, jsonOf, rows } from '../../test/testCms';

const answerSchema = envelope(propertyDetailSchema);

const listingRow = z.object({
  id: z.number(),
  franchise_id: z.number(),
  office_id: z.number(),
  agent_id: z.number(),
  name: z.string(),
  price: z.number(),
  heating: z.number(),
  equipment_mask: z.number(),
  energy_certificate: z.number(),
});

/** A Budapest flat with everything a detail page can show: district, agent, features, certificate. */
const richListing = () =>
  firstRow(
    `SELECT id, franchise_id, office_id, agent_id, name, price, heating, equipment_mask, energy_certificate FROM properties
     WHERE property_type = 1 AND district_id IS NOT NULL AND neighbourhood_id IS NOT NULL AND agent_id IS NOT NULL
       AND heating IS NOT NULL AND energy_certificate < 100 AND equipment_mask > 0 AND (equipment_mask & (equipment_mask - 1)) != 0
     ORDER BY id LIMIT 1`,
    listingRow,
  );

async function property(path: string) {
  const res = await cms(path);
  expect(res.status).toBe(200);
  return (await jsonOf(res, answerSchema)).data;
}

describe('GET /api/cms/properties/{id}', () => {
  it('answers what the detail page and its head need, with labels and place names', async () => {
    const listing = await richListing();
    const data = await property(`/api/cms/properties/${listing.id}`);
    expect(data).toMatchObject({ id: listing.id, name: listing.name, price: listing.price, franchise_id: listing.franchise_id, otthon_start: expect.any(Boolean) });
    expect(data.main_image).toMatch(/^\/media\//);
    expect(data.og_image).toMatch(/^\/media\//);
    expect(data.images.length).toBeGreaterThanOrEqual(2);
    expect(data.images.map((i) => i.position)).toEqual(data.images.map((_, i) => i));
    expect(data.images[0]).toEqual({ position: 0, url: data.main_image, caption: 'Az épület' });
    expect(data.images[1]?.caption).toBe('Nappali');
    expect(new Set(data.images.map((i) => i.url)).size).toBe(data.images.length);
    expect(data.type).toEqual({ value: 1, label: 'Lakás' });
    expect(['Eladó', 'Kiadó', 'Lízingelhető']).toContain(data.sale_status.label);
    expect(data.address.city).toEqual({ id: 1, label: 'Budapest' });
    expect(data.address.county).toEqual({ id: 1, label: 'Budapest' });
    expect(data.address.district?.label).toMatch(/^[IVX]+\. kerület$/);
    expect(data.address.neighbourhood?.label).toEqual(expect.any(String));
    expect(data.description.slogan.length).toBeGreaterThan(0);
    expect(data.description.text.length).toBeGreaterThan(data.description.slogan.length);
    expect(data.office).toMatchObject({ id: listing.office_id, name: expect.stringMatching(/\S/), city: { id: expect.any(Number), label: expect.any(String) } });
    expect(data.agent).toMatchObject({ id: listing.agent_id, fullname: expect.stringMatching(/\S+ \S+/) });
  });

  it('answers a rental\'s terms: deposit in months or forints, running costs, pets and move-in, as stored', async () => {
    const stored = await firstRow(
      `SELECT id, deposit_months, utilities_monthly, common_charge_monthly, pets_allowed, move_in FROM properties
       WHERE sale_status = 1 AND property_type = 1 AND deposit_months IS NOT NULL AND utilities_monthly IS NOT NULL
         AND common_charge_monthly IS NOT NULL AND pets_allowed IS NOT NULL AND move_in IS NOT NULL ORDER BY id LIMIT 1`,
      z.object({ id: z.number(), deposit_months: z.number(), utilities_monthly: z.number(), common_charge_monthly: z.number(), pets_allowed: z.number(), move_in: z.string() }),
    );
    const data = await property(`/api/cms/properties/${stored.id}`);
    expect(data.rental).toEqual({
      deposit: { months: stored.deposit_months },
      utilities_monthly: stored.utilities_monthly,
      common_charge_monthly: stored.common_charge_monthly,
      pets_allowed: stored.pets_allowed === 1,
      move_in: stored.move_in,
    });
    await env.DB.prepare('UPDATE properties SET deposit_months = NULL, deposit_amount = 500000, pets_allowed = 0 WHERE id = ?').bind(stored.id).run();
    expect((await property(`/api/cms/properties/${stored.id}`)).rental).toMatchObject({ deposit: { forints: 500_000 }, pets_allowed: false });
  });

  it('answers no rental terms for a listing for sale, even where its row holds some, nor for a rental stating none', async () => {
    const forSale = await firstRow('SELECT id FROM properties WHERE sale_status = 0 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    await env.DB.prepare('UPDATE properties SET deposit_months = 2, pets_allowed = 1 WHERE id = ?').bind(forSale.id).run();
    expect((await property(`/api/cms/properties/${forSale.id}`)).rental).toBeNull();
    const rental = await firstRow('SELECT id FROM properties WHERE sale_status = 1 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    await env.DB.prepare(
      'UPDATE properties SET deposit_months = NULL, deposit_amount = NULL, utilities_monthly = NULL, common_charge_monthly = NULL, pets_allowed = NULL, move_in = NULL WHERE id = ?',
    )
      .bind(rental.id)
      .run();
    expect((await property(`/api/cms/properties/${rental.id}`)).rental).toBeNull();
  });

  it('answers a picture without a caption, as a CMS that has none stores it, with a null caption', async () => {
    const listing = await richListing();
    await env.DB.prepare('UPDATE property_images SET caption = NULL WHERE property_id = ?').bind(listing.id).run();
    const data = await property(`/api/cms/properties/${listing.id}`);
    expect(data.images.every((i) => i.caption === null)).toBe(true);
  });

  it('labels every feature in Hungarian and decodes the multi-valued ones', async () => {
    const listing = await richListing();
    const { features } = await property(`/api/cms/properties/${listing.id}`);
    const heating = features.find((f) => f.key === 'heating');
    const storedHeating = await firstRow("SELECT label FROM dropdown_options WHERE type = 'heating' AND value = ?", z.object({ label: z.string() }), listing.heating);
    expect(heating).toEqual({ key: 'heating', label: 'Fűtés', values: [{ value: listing.heating, label: storedHeating.label }] });
    const equipment = features.find((f) => f.key === 'equipment');
    expect(equipment?.label).toBe('Felszereltség');
    expect(equipment?.values.map((v) => v.value)).toEqual(maskValues(listing.equipment_mask));
    expect(equipment?.values.length).toBeGreaterThan(1);
    for (const feature of features) for (const value of feature.values) expect(value.label).not.toMatch(/^\d+$/);
  });

  it('uses the label the CMS stores, so an edited option shows on the listing: one value, each value of a mask, the certificate', async () => {
    const listing = await richListing();
    const renamed = z.object({ value: z.number() });
    await firstRow("UPDATE dropdown_options SET label = 'Átnevezett fűtés' WHERE type = 'heating' AND value = ? RETURNING value", renamed, listing.heating);
    await env.DB.prepare("UPDATE dropdown_options SET label = 'Átnevezett ' || value WHERE type = 'equipment'").run();
    await firstRow("UPDATE dropdown_options SET label = 'Átnevezett osztály' WHERE type = 'energy_certificate' AND value = ? RETURNING value", renamed, listing.energy_certificate);
    const { features, energy_certificate: certificate } = await property(`/api/cms/properties/${listing.id}`);
    expect(features.find((f) => f.key === 'heating')?.values).toEqual([{ value: listing.heating, label: 'Átnevezett fűtés' }]);
    const equipment = maskValues(listing.equipment_mask);
    expect(features.find((f) => f.key === 'equipment')?.values).toEqual(equipment.map((value) => ({ value, label: `Átnevezett ${value}` })));
    expect(certificate?.label).toBe('Átnevezett osztály');
  });

  it('gives the energy certificate its class, label and scale', async () => {
    const listing = await richListing();
    const { energy_certificate: certificate } = await property(`/api/cms/properties/${listing.id}`);
    expect(certificate).toMatchObject({ value: listing.energy_certificate, scale: 'current', rank: listing.energy_certificate });
    expect(certificate?.scale_classes).toEqual(['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(certificate?.scale_classes[(certificate?.rank ?? 0) - 1]).toBe(certificate?.code);
  });

  it('puts an older listing’s certificate on the old AA++ to JJ scale', async () => {
    const old = await firstRow('SELECT id FROM properties WHERE energy_certificate > 100 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const { energy_certificate: certificate } = await property(`/api/cms/properties/${old.id}`);
    expect(certificate?.scale).toBe('old');
    expect(certificate?.label).toMatch(/^[A-J]{2}\+{0,2} \(2024 előtti besorolás\)$/);
    expect(certificate?.scale_classes).toHaveLength(12);
    expect(certificate?.scale_classes[0]).toBe('AA++');
  });

  it('answers a plot without rooms, floor area or certificate as nulls, not zeros', async () => {
    const plot = await firstRow('SELECT id FROM properties WHERE property_type = 3 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const data = await property(`/api/cms/properties/${plot.id}`);
    expect(data).toMatchObject({ type: { value: 3, label: 'Telek' }, rooms: null, default_size: null, energy_certificate: null });
    expect(data.lot_size).toBeGreaterThan(0);
  });

  it('shows a franchise site every listing of its network and an office site only its own', async () => {
    const listing = await richListing();
    const other = listing.franchise_id === 1 ? 2 : 1;
    const sibling = await firstRow('SELECT id FROM offices WHERE franchise_id = ? AND id != ? LIMIT 1', z.object({ id: z.number() }), listing.franchise_id, listing.office_id);
    expect((await cms(`/api/cms/properties/${listing.id}?franchise_id=${listing.franchise_id}&unit_type=franchise`)).status).toBe(200);
    expect((await cms(`/api/cms/properties/${listing.id}?office_id=${listing.office_id}&unit_type=office`)).status).toBe(200);
    const elsewhere = [`franchise_id=${other}&unit_type=franchise`, `office_id=${sibling.id}&unit_type=office`];
    for (const query of elsewhere) {
      const res = await cms(`/api/cms/properties/${listing.id}?${query}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', message: 'No listing has this id' });
    }
  });

  it('answers 404 in JSON for an id no listing has', async () => {
    const res = await cms('/api/cms/properties/999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 400 naming the id when it is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1e3', '1.5', '0x10']) {
      const res = await cms(`/api/cms/properties/${id}`);
      expect(res.status).toBe(400);
      expect(await badFields(res)).toEqual(['id']);
    }
  });

  it('answers 400 naming the unit field that is missing or wrong', async () => {
    expect(await badFields(await cms('/api/cms/properties/1?unit_type=office&franchise_id=1'))).toEqual(['office_id']);
    expect(await badFields(await cms('/api/cms/properties/1?office_id=13'))).toEqual(['unit_type']);
    expect(await badFields(await cms('/api/cms/properties/1?unit_type=agent&office_id=13'))).toEqual(['unit_type']);
    expect(await badFields(await cms('/api/cms/properties/1?unit_type=franchise&franchise_id=egy'))).toEqual(['franchise_id']);
  });
});

const cardRow = z.object({
  id: z.number(),
  franchise_id: z.number(),
  office_id: z.number(),
  sale_status: z.number(),
  property_type: z.number(),
  price: z.number(),
  city_id: z.number(),
  district_id: z.number().nullable(),
});

/** A listing with at least `min` similar ones in its franchise, by the rule the endpoint documents. */
async function listingWithSimilar(place: 'district' | 'city', min: number) {
  const placeCondition = place === 'district' ? 'p.district_id IS NOT NULL AND s.district_id = p.district_id' : 'p.district_id IS NULL AND s.city_id = p.city_id';
  return firstRow(
    `SELECT p.id, p.franchise_id, p.office_id, p.sale_status, p.property_type, p.price, p.city_id, p.district_id FROM properties p
     WHERE (SELECT count(*) FROM properties s WHERE ${placeCondition} AND s.franchise_id = p.franchise_id AND s.sale_status = p.sale_status
       AND s.property_type = p.property_type AND s.price BETWEEN p.price * 0.75 AND p.price * 1.25 AND s.id != p.id) >= ?
     ORDER BY p.id LIMIT 1`,
    cardRow,
    min,
  );
}

const similarSchema = envelope(similarListingsSchema);

describe('GET /api/cms/properties/{id}/similar', () => {
  it('answers listings of the same district, type and sale status within ±25% of the price, closest price first', async () => {
    const listing = await listingWithSimilar('district', 2);
    const res = await cms(`/api/cms/properties/${listing.id}/similar?franchise_id=${listing.franchise_id}&unit_type=franchise`);
    expect(res.status).toBe(200);
    const { data } = await jsonOf(res, similarSchema);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.length).toBeLessThanOrEqual(maxSimilarListings);
    const rowsOf = await rows(`SELECT ${cardRow.keyof().options.join(', ')} FROM properties WHERE id IN (${data.map((d) => d.id).join(', ')})`, cardRow);
    for (const row of rowsOf) {
      expect(row).toMatchObject({ district_id: listing.district_id, sale_status: listing.sale_status, property_type: listing.property_type, franchise_id: listing.franchise_id });
      expect(row.price).toBeGreaterThanOrEqual(listing.price * 0.75);
      expect(row.price).toBeLessThanOrEqual(listing.price * 1.25);
    }
    expect(data.map((d) => d.id)).not.toContain(listing.id);
    const distances = data.map((d) => Math.abs(d.price - listing.price));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('matches by city where the listing has no district', async () => {
    const listing = await listingWithSimilar('city', 1);
    const { data } = await jsonOf(await cms(`/api/cms/properties/${listing.id}/similar?franchise_id=${listing.franchise_id}&unit_type=franchise`), similarSchema);
    expect(data.length).toBeGreaterThanOrEqual(1);
    expect(new Set(data.map((d) => d.address.city.id))).toEqual(new Set([listing.city_id]));
  });

  it('keeps to the asking unit: an office site gets only its own office’s listings', async () => {
    const listing = await listingWithSimilar('district', 1);
    const { data } = await jsonOf(await cms(`/api/cms/properties/${listing.id}/similar?office_id=${listing.office_id}&unit_type=office`), similarSchema);
    const offices = await rows(`SELECT office_id FROM properties WHERE id IN (${[0, ...data.map((d) => d.id)].join(', ')})`, z.object({ office_id: z.number() }));
    expect(offices.every((o) => o.office_id === listing.office_id)).toBe(true);
  });

  it('answers 404 for a listing outside the unit, as for an unknown one', async () => {
    const listing = await listingWithSimilar('district', 1);
    const other = listing.franchise_id === 1 ? 2 : 1;
    expect((await cms(`/api/cms/properties/${listing.id}/similar?franchise_id=${other}&unit_type=franchise`)).status).toBe(404);
    expect((await cms('/api/cms/properties/999999/similar')).status).toBe(404);
  });

  it('answers an empty list when nothing is similar', async () => {
    const listing = await listingWithSimilar('district', 1);
    await env.DB.prepare('UPDATE properties SET price = price * 10 WHERE id = ?').bind(listing.id).run();
    const { data } = await jsonOf(await cms(`/api/cms/properties/${listing.id}/similar`), similarSchema);
    expect(data).toEqual([]);
  });
});

describe('a listing’s postal code', () => {
  it('is answered when the CMS has it, and null when not', async () => {
    const listing = await richListing();
    await env.DB.prepare('UPDATE properties SET postal_code = NULL WHERE id = ?').bind(listing.id).run();
    expect((await property(`/api/cms/properties/${listing.id}`)).address.postal_code).toBeNull();
    await env.DB.prepare("UPDATE properties SET postal_code = '1134' WHERE id = ?").bind(listing.id).run();
    expect((await property(`/api/cms/properties/${listing.id}`)).address.postal_code).toBe('1134');
  });
});
