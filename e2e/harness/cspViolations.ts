/**
 * @module Counts the Content-Security-Policy violations of a page: the `securitypolicyviolation` events
 * (listened for before any script of the page runs) and Chromium's console messages about the policy.
 */
import type { Page } from 'playwright-core';

/** Starts recording; the function returned gives every violation seen so far, as text. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return async () => {
    const seen: unknown = await page.evaluate(() => Reflect.get(window, '__cspViolations'));
    return [...(Array.isArray(seen) ? seen.map(String) : []), ...messages];
  };
}
