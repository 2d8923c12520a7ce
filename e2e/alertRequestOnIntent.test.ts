/**
 * Issue 27 in real Chromium: /kereses renders "Értesítést kérek" with the page, and its form's code
 * (client/searchAlerts/AlertRequestForm.client.tsx) is fetched only at the toggle's first intent, never with the
 * page nor on idle; the form then opens and works. The chunk's address is read from the build's metafile.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openAccepted } from './harness/browserPages';
import { chunkUrlOf, hasFetched, holdBack } from './harness/onIntentChunks';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();
const desktop = { width: 1280, height: 900 };
let formUrl: string;

beforeAll(async () => {
  formUrl = await chunkUrlOf('client/searchAlerts/AlertRequestForm.client.tsx');
});

const fetchedForm = (page: Page) => hasFetched(page, formUrl);

describe('the alert request on /kereses', () => {
  it('fetches no form code with the page, fetches it at the toggle’s first focus, and then opens the form on a press', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, desktop);
    await page.waitForLoadState('networkidle');
    // Past the page's idle time too: nothing loads it for everyone.
    await page.waitForTimeout(500);
    expect(await fetchedForm(page)).toBe(false);
    const toggle = page.getByRole('button', { name: 'Értesítést kérek' }).and(page.locator('[aria-expanded]'));
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === formUrl);
    await toggle.focus();
    expect((await fetched).ok()).toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Értesítés az új hirdetésekről' });
    await form.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await form.getByLabel('E-mail-cím').fill('valaki@example.com');
    // Closing and reopening keeps what was typed, as when the form came with the page.
    await toggle.click();
    await toggle.click();
    await expect(form.getByLabel('E-mail-cím').inputValue()).resolves.toBe('valaki@example.com');
    await page.close();
  });

  it('opens the form asked for by a click while its code is on its way', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, desktop);
    const release = await holdBack(page, formUrl);
    const toggle = page.getByRole('button', { name: 'Értesítést kérek' }).and(page.locator('[aria-expanded]'));
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    release();
    await page.getByRole('form', { name: 'Értesítés az új hirdetésekről' }).waitFor();
    await page.close();
  });
});
