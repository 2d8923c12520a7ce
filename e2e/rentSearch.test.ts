/**
 * Rentals in the search, in real Chromium at a phone's and a desktop's width: with "Kiadó" the
 * price is typed in forints a month, and the label, the URL, the chip and the results agree;
 * switching back to "Eladó" clears it; the home page's quick search does the same; "Kisállat
 * hozható" filters rentals that allow pets; axe has nothing to say.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '../domain/cms/listingSchemas';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openAccepted, resultsSettled } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };

/** A page of immo1 at a width, hydrated, the cookie banner accepted (it would cover the phone's panel). */
const open = (path: string, viewport: { width: number; height: number }) => openAccepted(browser(), `${worker.origin('immo1')}${path}`, viewport);

const settled = resultsSettled;

/** Each card's monthly fee in forints, read from what the visitor sees ("250 000 Ft/hó"); NaN when it shows none. */
async function monthlyFees(page: Page): Promise<{ id: number; fee: number }[]> {
  return page.locator('main ul li a[href^="/ingatlan/"]').evaluateAll((links) =>
    links.map((a) => {
      const fee = /(\d[\d\u00a0\u202f ]*) Ft\/hó/.exec(a.textContent ?? '')?.[1];
      return { id: Number(a.getAttribute('href')?.split('/').pop()), fee: fee === undefined ? Number.NaN : Number(fee.replace(/\D/g, '')) };
    }),
  );
}

const countOf = async (page: Page) => Number(((await page.getByRole('status').filter({ hasText: 'ingatlan' }).first().textContent()) ?? '').replace(/\D/g, ''));

for (const viewport of [phone, desktop]) {
  describe(`rent prices at ${viewport.width} px`, () => {
    it('takes 300000 with "Kiadó" as 300 000 Ft a month: the label, the URL and the chip say so, and only such rentals are shown', async () => {
      const page = await open('/kereses', viewport);
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      const form = page.locator('#szurok');
      await expect(form.getByRole('group', { name: 'Ár (M Ft)' }).count()).resolves.toBe(1);
      await form.getByRole('radio', { name: 'Kiadó' }).check();
      await page.waitForURL(/sale_status=1/);
      await expect(form.getByRole('group', { name: 'Ár (Ft/hó)' }).count()).resolves.toBe(1);
      await form.getByRole('textbox', { name: 'Ár, maximum (Ft/hó)', exact: true }).fill('300000');
      await page.waitForURL(/price_max=300000/);
      expect(new URL(page.url()).search).toBe('?price_max=300000&sale_status=1');
      await settled(page);
      if (viewport === phone) await page.getByRole('button', { name: /^Találatok mutatása \(\d+\)$/ }).click();

      const chip = page.getByRole('link', { name: /^Szűrő törlése: Ár: legfeljebb 300\s000 Ft\/hó$/ });
      await expect(chip.first().isVisible()).resolves.toBe(true);
      const res = await requestWithHost(worker.port, 'immo1.localhost', '/api/cms/properties/search?unit_type=franchise&franchise_id=1&sale_status=1&price_max=300000');
      const want = searchAnswerSchema.parse(JSON.parse(res.body)).data;
      expect(want.total).toBeGreaterThan(1);
      await expect.poll(() => countOf(page)).toBe(want.total);
      const shown = await monthlyFees(page);
      expect(shown.map((c) => c.id)).toEqual(want.items.map((i) => i.id));
      for (const card of shown) expect(card.fee, String(card.id)).toBeLessThanOrEqual(300_000);
      // Removing the rent removes its monthly price too: for sale it would mean something else.
      await expect(page.getByRole('link', { name: 'Szűrő törlése: Kiadó' }).first().getAttribute('href')).resolves.toBe('/kereses');
      expect(await axeViolations(page)).toEqual([]);

      // Back to sale: 300000 would now mean 300 000 million, so the price is cleared.
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      await form.getByRole('radio', { name: 'Eladó' }).check();
      await page.waitForURL((url) => url.search === '?sale_status=0');
      await expect(form.getByRole('textbox', { name: 'Ár, maximum (M Ft)', exact: true }).inputValue()).resolves.toBe('');
      await page.close();
    });

    it('offers "Otthon Start" only for sale: choosing Kiadó takes the box away, and a checked one with it', async () => {
      const page = await open('/kereses?otthon_start_hitel_filter=true', viewport);
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      const form = page.locator('#szurok');
      const otthonStart = form.getByRole('checkbox', { name: /^Otthon Start/ });
      await expect(otthonStart.isChecked()).resolves.toBe(true);
      await form.getByRole('radio', { name: 'Kiadó' }).check();
      await page.waitForURL((url) => url.search === '?sale_status=1');
      await expect(otthonStart.count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });

    it('offers "Kisállat hozható" among the further filters for rentals only: checked, it keeps rentals that allow pets', async () => {
      const page = await open('/kereses?sale_status=1', viewport);
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      const form = page.locator('#szurok');
      await form.locator('summary').click();
      const pets = form.getByRole('checkbox', { name: 'Kisállat hozható' });
      await pets.check();
      await page.waitForURL(/pets_allowed=true/);
      expect(new URL(page.url()).search).toBe('?sale_status=1&pets_allowed=true');
      await settled(page);
      if (viewport === phone) await page.getByRole('button', { name: /^Találatok mutatása \(\d+\)$/ }).click();
      const res = await requestWithHost(worker.port, 'immo1.localhost', '/api/cms/properties/search?unit_type=franchise&franchise_id=1&sale_status=1&pets_allowed=true');
      const want = searchAnswerSchema.parse(JSON.parse(res.body)).data;
      expect(want.total).toBeGreaterThan(0);
      await expect.poll(() => countOf(page)).toBe(want.total);
      await expect(page.getByRole('link', { name: 'Szűrő törlése: Kisállat hozható' }).first().isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // For sale no listing states it: the box goes, and with it the filter.
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      await form.getByRole('radio', { name: 'Eladó' }).check();
      await page.waitForURL((url) => url.search === '?sale_status=0');
      await expect(pets.count()).resolves.toBe(0);
      await page.close();
    });

    it('opens the rent search from the home page\'s quick search with the top price in forints a month', async () => {
      const page = await open('/', viewport);
      const form = page.getByRole('form', { name: 'Keressen ingatlant' });
      await form.getByRole('textbox', { name: 'Ár legfeljebb (M Ft)' }).fill('60');
      await form.getByRole('combobox', { name: 'Kínálat' }).selectOption({ label: 'Kiadó' });
      const price = form.getByRole('textbox', { name: 'Ár legfeljebb (Ft/hó)' });
      await expect(price.inputValue()).resolves.toBe('');
      await price.fill('300000');
      await form.getByRole('button', { name: 'Találatok megtekintése' }).click();
      await page.waitForURL('**/kereses?price_max=300000&sale_status=1');
      await expect(page.getByRole('link', { name: /^Szűrő törlése: Ár: legfeljebb 300\s000 Ft\/hó$/ }).first().isVisible()).resolves.toBe(true);
      await page.close();
    });
  });
}
