/**
 * A rental's listing page in real Chromium at a phone's and a desktop's width: its terms ("Bérleti
 * feltételek": deposit, running costs, pets, move-in) are shown beside the basic facts, as the CMS
 * answers them; axe has nothing to say.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { propertyDetailSchema, searchAnswerSchema } from '../domain/cms/listingSchemas';
import { rentalFacts } from '../domain/listings/rentalFacts';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openAccepted } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** A rental of immo1 that allows pets, with its terms as the CMS answers them. */
async function petFriendlyRental() {
  const found = await requestWithHost(worker.port, 'immo1.localhost', '/api/cms/properties/search?unit_type=franchise&franchise_id=1&sale_status=1&pets_allowed=true&property_types=1');
  const id = searchAnswerSchema.parse(JSON.parse(found.body)).data.items[0]?.id;
  if (id === undefined) throw new Error('no rental flat that allows pets in the demo data');
  const res = await requestWithHost(worker.port, 'immo1.localhost', `/api/cms/properties/${id}?unit_type=franchise&franchise_id=1`);
  return z.object({ data: propertyDetailSchema }).parse(JSON.parse(res.body)).data;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  describe(`a rental's terms at ${viewport.width} px`, () => {
    it('shows "Bérleti feltételek" with every term the CMS states, pets allowed among them, and passes axe', async () => {
      const listing = await petFriendlyRental();
      if (!listing.rental) throw new Error(`listing ${listing.id} states no terms`);
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/ingatlan/${listing.id}`, viewport);
      const group = page.locator('div', { has: page.getByRole('heading', { name: 'Bérleti feltételek', level: 3 }) }).last();
      await group.scrollIntoViewIfNeeded();
      await expect(group.isVisible()).resolves.toBe(true);
      const shown = await group.locator('dl > div').evaluateAll((rows) => rows.map((r) => [r.querySelector('dt')?.textContent, r.querySelector('dd')?.textContent]));
      expect(shown).toEqual(rentalFacts(listing.rental, listing.price));
      expect(shown).toContainEqual(['Kisállat hozható', 'Igen']);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}
