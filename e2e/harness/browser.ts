/**
 * @module Real Chromium for browser tests: CHROMIUM_PATH if set, else the binary @sparticuz/chromium ships.
 * One Chromium serves every test file: globalSetup.ts launches it, each file connects to it.
 */
import chromium from '@sparticuz/chromium';
import { type Browser, type BrowserServer, chromium as playwright } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where globalSetup.ts's Chromium listens for Playwright. */
    browserWsEndpoint: string;
  }
}

/** Flags for a closed network: no background calls to Google's hosts, no sandbox as root. */
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Starts the Chromium every test file shares (from globalSetup.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  return playwright.launchServer({ executablePath, args: chromiumArgs, headless: true });
}

/** Connects to the shared Chromium; closing the connection leaves it running for the other files. */
export function connectBrowser(): Promise<Browser> {
  return playwright.connect(inject('browserWsEndpoint'));
}
