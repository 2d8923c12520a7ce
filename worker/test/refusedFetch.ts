/**
 * @module The workerd side of worker/test/outboundGuard.ts: what it refused, as a failing check.
 */
import { env } from 'cloudflare:test';
import * as z from 'zod';

const refusedSchema = z.array(z.string());

/** Throws, naming each request, when the guard refused any since the last check; the guard then forgets them. */
export async function assertNoRefusedFetch(): Promise<void> {
  const refused = refusedSchema.parse(await (await env.TEST_OUTBOUND_GUARD.fetch('http://outbound-guard/refused')).json());
  if (refused.length > 0) {
    throw new Error(`Outbound fetch refused: ${refused.join(', ')}. Worker tests may fetch only the loopback servers the test setup starts (worker/test/outboundGuard.ts).`);
  }
}
