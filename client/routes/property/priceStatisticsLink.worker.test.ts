import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { rows } from '../../../backOffice/test/testCms';
import { budapestCityId } from '../../../domain/geography/districts';
import { minListings } from '../../../domain/marketStatistics/statistics';
import { renderPagesAfresh } from '../../../worker/test/pageCache';
import { callWorkerSettled } from '../../../worker/test/tenantRequest';

/** Baja and Kecskemét, both in Bács-Kiskun vármegye (domain/geography). */
const baja = 25;
const kecskemet = 24;
const bacsKiskun = 3;

/** Flats for sale of a unit outside Budapest with a floor area (so the statistics count them), by id. */
const flatsForSale = (unitColumn: 'franchise_id' | 'office_id', unitId: number) =>
  rows(
    `SELECT id FROM properties WHERE ${unitColumn} = ? AND sale_status = 0 AND property_type = 1 AND price_per_m2 IS NOT NULL ORDER BY id`,
    z.object({ id: z.number() }),
    unitId,
  );

/** Moves listings to a city of Bács-Kiskun (no district or neighbourhood there), or to a Budapest district. */
const moveTo = async (cityId: number, ids: readonly number[], districtId: number | null = null) => {
  const statement = env.DB.prepare('UPDATE properties SET city_id = ?, county_id = ?, district_id = ?, neighbourhood_id = NULL WHERE id = ?');
  await env.DB.batch(ids.map((id) => statement.bind(cityId, districtId === null ? bacsKiskun : budapestCityId, districtId, id)));
};

/** The "Ingatlanárak" link under a listing's price: its address and text. */
async function statisticsLink(id: number, host = 'immo1.localhost'): Promise<{ href: string; label: string }> {
  await renderPagesAfresh();
  const res = await callWorkerSettled(host, `/ingatlan/${id}`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  const link = /(<a[^>]* data-statistics-link=""[^>]*>)([^<]*)<\/a>/.exec(html);
  return { href: /href="([^"]*)"/.exec(link?.[1] ?? '')?.[1] ?? '', label: link?.[2] ?? '' };
}

describe('GET /ingatlan/{id}: the "Ingatlanárak" link', () => {
  it('links a listing in a town with too few listings for a figure to its county, which has one (Baja → Bács-Kiskun)', async () => {
    const [listing, ...others] = await flatsForSale('franchise_id', 1);
    if (!listing) throw new Error('no flat for sale');
    // Baja: this listing alone; Kecskemét: enough for the county's figure.
    await env.DB.prepare('UPDATE properties SET city_id = ?2 WHERE city_id = ?1').bind(baja, kecskemet).run();
    await moveTo(baja, [listing.id]);
    await moveTo(kecskemet, others.slice(0, minListings).map((o) => o.id));
    expect(await statisticsLink(listing.id)).toEqual({ href: '/ingatlanarak/bacs-kiskun-varmegye', label: 'Ingatlanárak: Bács-Kiskun vármegye' });
    // The county's page it links has the figure.
    const county = await callWorkerSettled('immo1.localhost', '/ingatlanarak/bacs-kiskun-varmegye');
    expect(county.status).toBe(200);
    expect(await county.text()).not.toContain('noindex');
  });

  it('links the listing’s own city once it has enough listings for a figure', async () => {
    const [listing, ...others] = await flatsForSale('franchise_id', 1);
    if (!listing) throw new Error('no flat for sale');
    await moveTo(baja, [listing.id, ...others.slice(0, minListings - 1).map((o) => o.id)]);
    expect(await statisticsLink(listing.id)).toEqual({ href: '/ingatlanarak/baja', label: 'Ingatlanárak: Baja' });
  });

  it('links a Budapest district with a figure to the district, counting only the asking site’s listings', async () => {
    const [listing, ...others] = await flatsForSale('franchise_id', 1);
    if (!listing) throw new Error('no flat for sale');
    await moveTo(budapestCityId, [listing.id, ...others.slice(0, minListings - 1).map((o) => o.id)], 13);
    expect(await statisticsLink(listing.id)).toEqual({ href: '/ingatlanarak/budapest-xiii-kerulet', label: 'Ingatlanárak: Budapest XIII. kerület' });
    // Office 13's site counts only its own listings there: with one of its flats in the district (its others moved
    // away) and ten of the franchise's other offices', immo1 links the district's figure, office 13's site does not.
    const own = await flatsForSale('office_id', 13);
    const ownIds = new Set(own.map((o) => o.id));
    const [ownListing, ...ownOthers] = own;
    if (!ownListing) throw new Error('office 13 has no flat for sale');
    const othersOfFranchise = (await flatsForSale('franchise_id', 1)).filter((o) => !ownIds.has(o.id)).slice(0, minListings);
    if (othersOfFranchise.length < minListings) throw new Error('immo1 has too few flats for sale apart from office 13');
    await moveTo(budapestCityId, othersOfFranchise.map((o) => o.id), 13);
    await moveTo(baja, ownOthers.map((o) => o.id));
    await moveTo(budapestCityId, [ownListing.id], 13);
    expect((await statisticsLink(ownListing.id)).href).toBe('/ingatlanarak/budapest-xiii-kerulet');
    expect((await statisticsLink(ownListing.id, 'budapest13.localhost')).href).not.toBe('/ingatlanarak/budapest-xiii-kerulet');
  });

  it('links the scope’s statistics when no place around the listing has a figure', async () => {
    const [listing] = await flatsForSale('office_id', 13);
    if (!listing) throw new Error('office 13 has no flat for sale outside Budapest');
    await env.DB.prepare('UPDATE properties SET city_id = ?2 WHERE city_id = ?1').bind(baja, kecskemet).run();
    await moveTo(baja, [listing.id]);
    expect(await statisticsLink(listing.id, 'budapest13.localhost')).toEqual({ href: '/ingatlanarak', label: 'Ingatlanárak' });
  });
});
