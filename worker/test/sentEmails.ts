/**
 * @module Test helper: the e-mails the worker really sent through the local send_email binding (miniflare
 * keeps them as .eml files; vitest.config.ts's TEST_SENT_EMAILS reads them), never a mock of the binding.
 */
import { env } from 'cloudflare:test';
import * as z from 'zod';

const sentEmailSchema = z.object({ file: z.string(), headers: z.record(z.string(), z.string()), text: z.string(), html: z.string() });
export type SentEmail = z.infer<typeof sentEmailSchema>;

/** The e-mails whose raw text holds `marker` (an enquiry's id is in its X-Enquiry-Id header). */
export async function sentEmails(marker: string): Promise<SentEmail[]> {
  const response = await env.TEST_SENT_EMAILS.fetch(`http://emails/?marker=${encodeURIComponent(marker)}`);
  return z.array(sentEmailSchema).parse(await response.json());
}

/**
 * Waits until `count` e-mails hold `marker` (miniflare writes the file just after send() returns),
 * then a little longer, so that a second e-mail sent by mistake would be seen too.
 */
export async function waitForSentEmails(marker: string, count: number, timeoutMs = 5_000): Promise<SentEmail[]> {
  const deadline = Date.now() + timeoutMs;
  let found = await sentEmails(marker);
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = await sentEmails(marker);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sentEmails(marker);
}
