/**
 * @module Real Chromium for browser tests: CHROMIUM_PATH if set, else the binary @sparticuz/chromium ships.
 */
import chromium from '@sparticuz/chromium';
import { type Browser, chromium as playwright } from 'playwright-core';

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

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  return playwright.launch({ executablePath, args: chromiumArgs, headless: true });
}
