/**
 * The back office's configuration (backOffice/wrangler.toml) against the site's (wrangler.toml): the same
 * database and variables in every environment, the queues consumed there and only produced here, the
 * e-mail senders there only, and the bindings BackOfficeBindings (worker/env.ts) types.
 */
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import * as z from 'zod';

const environments = [undefined, 'production'] as const;

/** The parts of a Worker's configuration these rules compare. */
const configSchema = z.object({
  vars: z.record(z.string(), z.unknown()),
  d1_databases: z.array(z.object({ binding: z.string(), database_id: z.string().optional() })),
  kv_namespaces: z.array(z.unknown()),
  send_email: z.array(z.object({ name: z.string() })),
  services: z.array(z.object({ binding: z.string() })).optional(),
  queues: z.object({ producers: z.array(z.object({ queue: z.string() })).optional(), consumers: z.array(z.object({ queue: z.string() })).optional() }),
});

const read = (config: string, env: string | undefined) => configSchema.parse(unstable_readConfig({ config, ...(env ? { env } : {}) }, { hideWarnings: true }));

describe('backOffice/wrangler.toml', () => {
  it.each(environments)('reads the site database and the same variables as the site (%s)', (env) => {
    const site = read('wrangler.toml', env);
    const backOffice = read('backOffice/wrangler.toml', env);
    expect(backOffice.d1_databases.map(({ binding, database_id }) => ({ binding, database_id }))).toEqual(site.d1_databases.map(({ binding, database_id }) => ({ binding, database_id })));
    expect(backOffice.vars).toEqual(site.vars);
  });

  it.each(environments)('consumes every queue the site produces, and the site consumes none (%s)', (env) => {
    const site = read('wrangler.toml', env);
    const backOffice = read('backOffice/wrangler.toml', env);
    expect(site.queues.consumers ?? []).toEqual([]);
    const produced = (site.queues.producers ?? []).map((p) => p.queue).sort();
    const consumed = (backOffice.queues.consumers ?? []).map((c) => c.queue).filter((q) => !q.endsWith('-dlq')).sort();
    expect(consumed).toEqual(produced);
  });

  it.each(environments)('has the bindings BackOfficeBindings types, and sends the e-mails the site does not (%s)', (env) => {
    const site = read('wrangler.toml', env);
    const backOffice = read('backOffice/wrangler.toml', env);
    expect(backOffice.send_email.map((e) => e.name).sort()).toEqual(['ALERT_EMAIL', 'ENQUIRY_EMAIL']);
    expect(site.send_email).toEqual([]);
    expect(backOffice.kv_namespaces).toEqual([]);
    expect(backOffice.services ?? []).toEqual([]);
    expect(site.services?.map((s) => s.binding).sort()).toEqual(['BACK_OFFICE', 'MAP_TILES', 'SHARE_CARDS']);
  });
});
