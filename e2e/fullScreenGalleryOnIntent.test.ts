/**
 * Issue 27 in real Chromium: a listing renders its picture strip with the page, and the full-screen view's
 * code (client/routes/property/FullScreenGallery.client.tsx) is fetched only at the gallery's first intent (a
 * pointerdown on it, the focus of its button), never with the page nor on idle; a press before it arrived
 * opens the view when it does. The chunk's address is read from the build's metafile.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openAccepted } from './harness/browserPages';
import { demoIds } from './harness/demoPages';
import { chunkUrlOf, hasFetched, holdBack } from './harness/onIntentChunks';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();
const phone = { width: 375, height: 812 };
let viewUrl: string;
let listingPath: string;

beforeAll(async () => {
  viewUrl = await chunkUrlOf('client/routes/property/FullScreenGallery.client.tsx');
  listingPath = `/ingatlan/${(await demoIds(worker.port, 'immo1')).property}`;
});

const fetchedView = (page: Page) => hasFetched(page, viewUrl);
const fullScreenButton = (page: Page) => page.getByRole('button', { name: 'Teljes képernyő', exact: true });

describe('the full-screen gallery of a listing', () => {
  it('is not fetched with the page, is fetched at the button’s first focus, and opens on Enter', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}${listingPath}`, phone);
    await page.waitForLoadState('networkidle');
    // Past the page's idle time too: nothing loads it for everyone.
    await page.waitForTimeout(500);
    expect(await fetchedView(page)).toBe(false);
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === viewUrl);
    await fullScreenButton(page).focus();
    expect((await fetched).ok()).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(fullScreenButton(page).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('opens the view asked for by a tap on a picture while its code is on its way', async () => {
    const page = await openAccepted(browser(), `${worker.origin('immo1')}${listingPath}`, phone);
    const release = await holdBack(page, viewUrl);
    await page.getByRole('region', { name: 'Képek lapozása: nyilakkal vagy húzással' }).locator('img').first().click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });
});
