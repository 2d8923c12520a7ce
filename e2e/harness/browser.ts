/**
 * @module Real Chromium for browser tests: CHROMIUM_PATH if set, else the binary @sparticuz/chromium ships.
 * One Chromium serves every test file: globalSetup.ts launches it, each file connects to it.
 */
import { type Browser, type BrowserServer, chromium as playwright } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where globalSetup.ts's Chromium listens for Playwright. */
    browserWsEndpoint: string;
  }
}

/** Starts the Chromium every test file shares (from globalSetup.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return playwright.launchServer({ executablePath: await chromiumPath(), args: chromiumArgs, headless: true });
}

/** Connects to the shared Chromium; closing the connection leaves it running for the other files. */
export function connectBrowser(): Promise<Browser> {
  return playwright.connect(inject('browserWsEndpoint'));
}

/** The shared Chromium for the calling test file: connected before its tests, disconnected after them. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is connected in beforeAll; use it inside tests');
    return browser;
  };
}
