/**
 * The home page leads into search, in real Chromium: the newest listings under the cover link to
 * their pages and on to /kereses, and the quick search opens /kereses with its filters.
 */
import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

describe('home page leads into search', () => {
  it('renders the six newest listings on the server, each linking to its page, and a link to the whole offer', async () => {
    const res = await requestWithHost(worker.port, 'immo1.localhost', '/');
    expect(res.status).toBe(200);
    const section = /<section[^>]*aria-labelledby="legfrissebb-cim"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
    expect(section.match(/href="\/ingatlan\/\d+"/g)).toHaveLength(6);
    expect(section.replace(/<!-- -->/g, '')).toMatch(/href="\/kereses"[^>]*>Összes eladó ingatlan \([\d\u00a0]+\) →/);
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    it(`opens /kereses with the quick search's place, type, status and top price at ${viewport.width} px`, async () => {
      const page = await browser().newPage({ viewport });
      await page.goto(`${worker.origin('immo1')}/`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Elfogadom' }).click();
      const form = page.getByRole('form', { name: 'Keressen ingatlant' });
      await form.getByRole('combobox', { name: 'Hol?' }).fill('gyor');
      await form.getByRole('combobox', { name: 'Típus' }).selectOption({ label: 'Lakás' });
      await form.getByRole('combobox', { name: 'Kínálat' }).selectOption({ label: 'Eladó' });
      await form.getByRole('textbox', { name: 'Ár legfeljebb (M Ft)' }).fill('60');
      await form.getByRole('button', { name: 'Találatok megtekintése' }).click();
      await page.waitForURL('**/kereses?places=city:136&price_max=60&property_types=1');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Ingatlankínálat');
      await expect(page.getByRole('link', { name: 'Szűrő törlése: Győr' }).count()).resolves.toBe(1);
      await page.close();
    });
  }

  it('keeps the quick search from sending a price that is not a number', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${worker.origin('immo1')}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Keressen ingatlant' });
    await form.getByRole('textbox', { name: 'Ár legfeljebb (M Ft)' }).fill('hatvan');
    await expect(form.getByText('Csak számot adjon meg.').isVisible()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Találatok megtekintése' }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
