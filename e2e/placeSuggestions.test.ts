/**
 * The city multi-select on an office site, in real Chromium at a phone's and a desktop's width: the
 * places where the site has listings come first with their counts, the others with "0", so "gyor" on
 * budapest13 no longer looks like an offer; the counts are the site's own (per tenant) and asked once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeCountsSchema } from '../domain/cms/placeCountSchemas';
import { placeCount } from '../domain/geography/placeSuggestions';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** The suggestions shown: label and the count the row ends with ("… 12 ingatlan"). */
async function suggestions(page: Page): Promise<{ name: string; count: number }[]> {
  return page.getByRole('listbox').getByRole('option').evaluateAll((options) =>
    options.map((o) => {
      const text = (o.textContent ?? '').replace(/\u00a0/g, ' ');
      const count = /([\d ]+) ingatlan$/.exec(text)?.[1];
      return { name: o.querySelector('span > span')?.textContent ?? '', count: count === undefined ? Number.NaN : Number(count.replace(/ /g, '')) };
    }),
  );
}

async function openSearch(subdomain: string, viewport: { width: number; height: number }) {
  const page = await browser().newPage({ viewport });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/site/place-counts')) asked.push(request.url());
  });
  await page.goto(`${worker.origin(subdomain)}/kereses`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Elfogadom' }).click();
  if (viewport.width < 960) await page.getByRole('button', { name: /Szűrők/ }).click();
  return { page, asked, combobox: page.locator('#szurok').getByRole('combobox', { name: 'Település, kerület, városrész' }) };
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  describe(`place suggestions on an office site at ${viewport.width} px`, () => {
    it('shows "gyor" on budapest13 as Győr with 0 listings, and Budapest\'s places with listings first, with their counts', async () => {
      const { page, asked, combobox } = await openSearch('budapest13', viewport);
      const res = await requestWithHost(worker.port, 'budapest13.localhost', '/api/site/place-counts');
      const counted = new Map(placeCountsSchema.parse(JSON.parse(res.body).data).map((p) => [p.label, placeCount(p, 0)]));

      await combobox.fill('gyor');
      await expect.poll(async () => (await suggestions(page)).find((s) => s.name === 'Győr')).toEqual({ name: 'Győr', count: 0 });
      // Each count the site's own: Győr has none of office 13's listings, a town near Budapest may.
      for (const s of await suggestions(page)) expect(s.count, s.name).toBe(counted.get(s.name) ?? 0);

      await combobox.fill('budapest');
      await expect.poll(async () => (await suggestions(page)).length).toBeGreaterThan(3);
      await expect.poll(async () => (await suggestions(page)).some((s) => s.name === 'Budapest XIII. kerület')).toBe(true);
      const shown = await suggestions(page);
      // Every place with listings before any without; each count the site's own.
      const listed = shown.filter((s) => s.count > 0);
      expect(shown.slice(0, listed.length), JSON.stringify(shown)).toEqual(listed);
      expect(listed[0]).toEqual({ name: 'Budapest', count: counted.get('Budapest') });
      for (const s of listed) expect(s.count, s.name).toBe(counted.get(s.name));
      expect(shown.find((s) => s.name === 'Budapest XIII. kerület')?.count).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      // Typing asked the counts once, not per keystroke.
      expect(asked).toHaveLength(1);
      await page.close();
    });

    it('counts per site: Győr has listings on the franchise site immo1, and shows them', async () => {
      const { page, combobox } = await openSearch('immo1', viewport);
      await combobox.fill('gyor');
      await expect.poll(async () => (await suggestions(page))[0]).toMatchObject({ name: 'Győr' });
      expect((await suggestions(page))[0]?.count).toBeGreaterThan(0);
      await page.close();
    });
  });
}
