/**
 * Issue 27 and decision record 027 in real Chromium: the search page's multi-selects are static twins
 * until a field's first intent, which loads their engine (Downshift and the place search); nothing the
 * visitor did meanwhile is lost: the text typed, the focus, a list asked for. The engine's chunk is read
 * from the build's metafile and held back in the tests that need it on its way.
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
let engineUrl: string;

beforeAll(async () => {
  engineUrl = await chunkUrlOf('client/routes/search/multiSelectEngines.client.ts');
});

/** Holds the engine's chunk back until the returned function is called. */
const holdEngine = (page: Page) => holdBack(page, engineUrl);

const fetchedEngine = (page: Page) => hasFetched(page, engineUrl);

describe('the search page’s multi-selects', () => {
  it('fetch no engine with the page, and fetch it at the first focus of a field', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, desktop);
    await page.waitForLoadState('networkidle');
    expect(await fetchedEngine(page)).toBe(false);
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === engineUrl);
    await page.locator('#szuro-places-input').focus();
    expect((await fetched).ok()).toBe(true);
    await page.close();
  });

  it('keep the text typed and the focus while the engine is on its way, and then suggest places for the text', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, desktop);
    const release = await holdEngine(page);
    const input = page.getByRole('combobox', { name: 'Település, kerület, városrész' });
    await input.click();
    await page.keyboard.type('gyo');
    // Still the twin: the engine has not arrived, so no list can have opened.
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    release();
    await page.getByRole('option', { name: /^Győr\s*Győr-Moson-Sopron/ }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('szuro-places-input');
    await page.keyboard.type('r');
    await expect(input.inputValue()).resolves.toBe('gyor');
    await page.close();
  });

  it('open a dropdown’s list asked for by a click before its engine arrived, with the focus on it', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, desktop);
    const release = await holdEngine(page);
    await page.locator('#szurok summary').click();
    const heating = page.locator('#szurok').getByRole('combobox', { name: 'Fűtés' });
    await heating.click();
    await expect(heating.getAttribute('aria-expanded')).resolves.toBe('false');
    release();
    await expect.poll(() => heating.getAttribute('aria-expanded')).toBe('true');
    await expect(page.getByRole('listbox', { name: 'Fűtés' }).getByRole('option').count()).resolves.toBeGreaterThan(1);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('szuro-heating-toggle-button');
    await page.close();
  });
});
