/**
 * @module The Chromium the browser tests and the Lighthouse run use: CHROMIUM_PATH if set, else the binary
 * @sparticuz/chromium ships, with flags for a closed network.
 */
import chromium from '@sparticuz/chromium';

/** Flags for a closed network: no background calls to Google's hosts, no sandbox as root. */
export const chromiumArgs = [
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

/** The Chromium binary to start. */
export async function chromiumPath(): Promise<string> {
  return process.env.CHROMIUM_PATH || (await chromium.executablePath());
}
