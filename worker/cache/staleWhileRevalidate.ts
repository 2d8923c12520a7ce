/**
 * @module Stale-while-revalidate over Workers KV: serve what is cached at once, refresh it in the background.
 */
import * as z from 'zod';

const storedEntrySchema = z.object({
  value: z.unknown(),
  /** When the CMS was last asked (successfully or not), in ms since the epoch. */
  checkedAt: z.number(),
});

export interface SwrOptions {
  /** Seconds a value is served before a background refresh is started. */
  freshSeconds: number;
  /** KV expiry of a "none" (null) value, e.g. an unknown subdomain. */
  missingSeconds: number;
  /** Called when a background refresh fails; the old value stays. */
  onRefreshError: (key: string, error: unknown) => void;
  now?: () => number;
}

/** Values are kept at most this long without any refresh succeeding or being tried. */
const maxKeepSeconds = 30 * 86_400;

/** Refreshes under way in this isolate, so one stale key starts one refresh. */
const refreshing = new Map<string, Promise<void>>();

async function store(kv: KVNamespace, key: string, value: unknown, checkedAt: number, options: SwrOptions): Promise<void> {
  const expirationTtl = value === null ? options.missingSeconds : maxKeepSeconds;
  await kv.put(key, JSON.stringify({ value, checkedAt }), { expirationTtl });
}

/**
 * The cached value of `key`, loaded with `load` on a cold miss.
 * A stale value is served and refreshed with `ctx.waitUntil`, not more often than `freshSeconds`;
 * a failed refresh keeps the old value. `load` returns null for "none" (cached briefly) and throws on failure
 * (nothing is cached, the error reaches the caller on a cold miss).
 */
export async function staleWhileRevalidate<T extends z.ZodType>(
  kv: KVNamespace,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  key: string,
  schema: T,
  load: () => Promise<z.infer<T>>,
  options: SwrOptions,
): Promise<z.infer<T>> {
  const now = options.now ?? Date.now;
  const entry = storedEntrySchema.safeParse(await kv.get(key, 'json'));
  const cached = entry.success ? schema.safeParse(entry.data.value) : null;
  if (entry.success && cached?.success) {
    const ageMs = now() - entry.data.checkedAt;
    if (ageMs >= options.freshSeconds * 1000 && !refreshing.has(key)) {
      const old = entry.data.value;
      const refresh = load()
        .then((fresh) => store(kv, key, schema.parse(fresh), now(), options))
        .catch(async (error: unknown) => {
          options.onRefreshError(key, error);
          // Remember that we tried, so a failing CMS is asked once per window, not on every request.
          await store(kv, key, old, now(), options).catch(() => undefined);
        })
        .finally(() => refreshing.delete(key));
      refreshing.set(key, refresh);
      ctx.waitUntil(refresh);
    }
    return cached.data;
  }
  const fresh = schema.parse(await load());
  ctx.waitUntil(store(kv, key, fresh, now(), options).catch((error: unknown) => options.onRefreshError(key, error)));
  return fresh;
}
