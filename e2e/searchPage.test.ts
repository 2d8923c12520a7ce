/**
 * The search page in real Chromium at a phone's and a desktop's width: the filter form, the URL
 * as the state (reload, back), the keyboard-only city multi-select, the empty state's chips, the
 * header's Search button, and axe with no violations.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '../domain/cms/listingSchemas';
import { formatNumber } from '../domain/helpers/numberFormat';
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

/** The cards shown: id, price in millions, place line and rooms, read from what a visitor sees. */
async function cards(page: Page) {
  return page.locator('main ul li a[href^="/ingatlan/"]').evaluateAll((links) =>
    links.map((a) => {
      const text = a.textContent ?? '';
      const price = /([\d\s\u00a0]+(?:,\d+)?) M Ft/.exec(text)?.[1]?.replace(/[\s\u00a0]/g, '').replace(',', '.');
      return {
        id: Number(a.getAttribute('href')?.split('/').pop()),
        millions: price === undefined ? Number.NaN : Number(price),
        rooms: Number(/(\d+) szoba(?!s)/.exec(text.replace(/\d+ szobás/g, ''))?.[1] ?? Number.NaN),
        place: text,
      };
    }),
  );
}

/** The search API's answer for the same filter, in forints, as the ground truth. */
async function apiSearch(query: string) {
  const res = await requestWithHost(worker.port, 'immo1.localhost', `/api/cms/properties/search?unit_type=franchise&franchise_id=1&${query}`);
  expect(res.status).toBe(200);
  return searchAnswerSchema.parse(JSON.parse(res.body)).data;
}

const countOf = async (page: Page) => Number(((await page.getByRole('status').filter({ hasText: 'ingatlan' }).first().textContent()) ?? '').replace(/\D/g, ''));

const settled = resultsSettled;

for (const viewport of [phone, desktop]) {
  describe(`search page at ${viewport.width} px`, () => {
    it('finds flats in Győr between 20 and 60 M Ft with 2+ rooms; the URL follows; reload gives the same; one back gives the search before', async () => {
      const page = await open('/kereses', viewport);
      await settled(page);
      const idsBefore = (await cards(page)).map((c) => c.id);
      if (viewport === phone) {
        await page.getByRole('button', { name: /Szűrők/ }).click();
        await expect(page.getByRole('dialog', { name: 'Szűrők' }).isVisible()).resolves.toBe(true);
      }
      const form = page.locator('#szurok');
      await form.getByRole('combobox', { name: 'Település, kerület, városrész' }).fill('gyor');
      await form.getByRole('option', { name: /^Győr\s*Győr-Moson-Sopron vármegye\s*[\d\s\u00a0]+ ingatlan$/ }).click();
      await page.waitForURL(/places=city:136/);
      await form.getByRole('textbox', { name: 'Ár, minimum (M Ft)', exact: true }).fill('20');
      await form.getByRole('textbox', { name: 'Ár, maximum (M Ft)', exact: true }).fill('60');
      await page.waitForURL(/price_max=60/);
      await settled(page);
      await form.getByRole('textbox', { name: 'Szobák száma, minimum (szoba)', exact: true }).fill('2');
      await page.waitForURL(/rooms_min=2/);
      expect(new URL(page.url()).search).toBe('?places=city:136&price_min=20&price_max=60&rooms_min=2');
      await settled(page);

      if (viewport === phone) {
        const show = page.getByRole('button', { name: /^Találatok mutatása \(\d+\)$/ });
        await show.click();
        await expect(page.getByRole('dialog', { name: 'Szűrők' }).count()).resolves.toBe(0);
      }
      const want = await apiSearch('places=city:136&price_min=20000000&price_max=60000000&rooms_min=2');
      expect(want.total).toBeGreaterThan(1);
      await expect.poll(() => countOf(page)).toBe(want.total);
      const shown = await cards(page);
      expect(shown.map((c) => c.id)).toEqual(want.items.map((i) => i.id));
      for (const card of shown) {
        expect(card.millions, String(card.id)).toBeGreaterThanOrEqual(20);
        expect(card.millions, String(card.id)).toBeLessThanOrEqual(60);
        expect(card.rooms, String(card.id)).toBeGreaterThanOrEqual(2);
        expect(card.place, String(card.id)).toContain('Győr');
      }

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect((await cards(page)).map((c) => c.id)).toEqual(shown.map((c) => c.id));
      await expect.poll(() => countOf(page)).toBe(want.total);

      // The four changes were one search: one entry, so one Back shows the page as it was before.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/kereses' && url.search === '');
      await settled(page);
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(idsBefore);
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      await expect(form.getByRole('textbox', { name: 'Szobák száma, minimum (szoba)', exact: true }).inputValue()).resolves.toBe('');
      await expect(form.getByRole('button', { name: 'Győr eltávolítása' }).count()).resolves.toBe(0);
      await page.close();
    });

    it('opens the filters from the header Search button (the detail-search control)', async () => {
      const page = await open('/kereses', viewport);
      // The header's Search button shows only its icon on a phone; its label stays for screen readers.
      await page.getByRole('banner').getByRole('button', { name: 'Keresés' }).click();
      if (viewport === phone) await expect(page.getByRole('dialog', { name: 'Szűrők' }).isVisible()).resolves.toBe(true);
      else await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('szuro-places-input');
      expect(new URL(page.url()).pathname).toBe('/kereses');
      await page.close();
    });

    it('has no axe violations with "További szűrők" closed and open', async () => {
      const page = await open('/kereses?places=city:136&heating=1', viewport);
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      // The whole document, with the rules of every route's test (e2e/harness/axe.ts).
      const violations = () => axeViolations(page);
      const more = page.locator('#szurok summary');
      // heating is one of the further filters, so the address opens them: close first.
      if ((await more.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)) === true) await more.click();
      await expect(page.locator('#szurok details').evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
      expect(await violations()).toEqual([]);
      await more.click();
      await page.locator('#szurok').getByRole('combobox', { name: 'Fűtés' }).click();
      expect(await violations()).toEqual([]);
      await page.close();
    });
  });
}

describe('search page: keyboard and states', () => {
  it('works the city multi-select with the keyboard alone', async () => {
    const page = await open('/kereses', desktop);
    await page.locator('#szuro-id').focus();
    await page.keyboard.press('Tab');
    const input = page.getByRole('combobox', { name: 'Település, kerület, városrész' });
    // The focus loads the field's engine, which takes the focus over from its twin when it arrives.
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('gyor');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('option', { name: /^Győr\s*Győr-Moson-Sopron/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/places=city:136$/);
    await page.keyboard.type('szeged');
    await page.getByRole('option', { name: /^Szeged\s*Csongrád/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/places=city:136,city:\d+$/);
    // Backspace in the empty input takes the last place back.
    await page.keyboard.press('Backspace');
    await page.waitForURL(/places=city:136$/);
    await expect(page.getByRole('button', { name: 'Győr eltávolítása' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /Szeged eltávolítása/ }).count()).resolves.toBe(0);
    await page.close();
  });

  it('shows an empty result with the filters that narrowed it as removable chips', async () => {
    const page = await open('/kereses?places=city:136&price_max=1&rooms_min=2', desktop);
    await expect(page.getByRole('heading', { name: 'Nincs a keresésnek megfelelő ingatlan' }).isVisible()).resolves.toBe(true);
    const chips = page.getByRole('link', { name: /^Szűrő törlése: / });
    await expect(chips.allTextContents()).resolves.toEqual(['Győr', 'Ár: legfeljebb 1 M Ft', 'Szobák száma: legalább 2 szoba']);
    await page.getByRole('link', { name: 'Szűrő törlése: Ár: legfeljebb 1 M Ft' }).click();
    await page.waitForURL(/\/kereses\?places=city:136&rooms_min=2$/);
    await expect.poll(() => countOf(page)).toBeGreaterThan(0);
    await page.close();
  });

  it('ignores tracking parameters and marks a bad value beside its field instead of failing', async () => {
    const page = await open('/kereses?utm_source=facebook&fbclid=IwAR0&gclid=x&rooms_min=sok&price_max=60', desktop);
    await expect(page.getByText('A címben kapott érték nem értelmezhető, ezért kimaradt a keresésből.').count()).resolves.toBe(1);
    await expect(page.getByRole('textbox', { name: 'Szobák száma, minimum (szoba)', exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('textbox', { name: 'Ár, maximum (M Ft)', exact: true }).inputValue()).resolves.toBe('60');
    await page.close();
  });

  it('refuses letters in a numeric field with a Hungarian message and searches nothing meanwhile', async () => {
    const page = await open('/kereses', desktop);
    await page.getByRole('textbox', { name: 'Alapterület, minimum (m²)', exact: true }).fill('sok');
    await expect(page.getByText('Csak számot adjon meg.').isVisible()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Alapterület, maximum (m²)', exact: true }).fill('40');
    await page.getByRole('textbox', { name: 'Alapterület, minimum (m²)', exact: true }).fill('50');
    await expect(page.getByText('A minimum nem lehet nagyobb a maximumnál.').isVisible()).resolves.toBe(true);
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('renders the results on the server: a crawler gets the count, the cards and page links', async () => {
    const res = await requestWithHost(worker.port, 'immo1.localhost', '/kereses?places=city:1&utm_source=x', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(res.status).toBe(200);
    const want = await apiSearch('places=city:1');
    // React separates adjacent text with a comment in server-rendered HTML.
    expect(res.body.replace(/<!-- -->/g, '')).toContain(`${formatNumber(want.total)} eladó ingatlan`);
    for (const item of want.items) expect(res.body).toContain(`href="/ingatlan/${item.id}"`);
    expect(res.body).toMatch(/<a [^>]*href="\/kereses\?places=city:1&amp;page=2"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/kereses\?places=city:1&amp;page=2"/);
    expect(res.body).toMatch(/<link [^>]*rel="canonical" href="http:\/\/immo1\.localhost(:\d+)?\/kereses\?places=city:1">/);
  });
});
