/**
 * `npm run leads:list -- [--office ID] [--since YYYY-MM-DD] [--limit N] [--json] [--remote | --persist-to DIR]`
 *
 * Prints the enquiries visitors sent from listing pages ("Érdeklődöm"), newest first, each with its
 * delivery state, from the worker's D1 (local state by default; --remote reads production): the
 * outbox of both CMS modes, and the built-in CMS's leads. Control characters are printed escaped.
 */
import * as z from 'zod';
import { formatLead, jsonLine, leadListRowSchema, listLeadsOptionsSchema, listLeadsSql } from './leads/listLeads.ts';
import { readOptions } from './tenants/commandLine.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = 'Usage: npm run leads:list -- [--office ID] [--since YYYY-MM-DD] [--limit N (1..1000, default 50)] [--json] [--remote | --persist-to DIR]';

const values = readOptions({ office: { type: 'string' }, since: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } }, usage);

/** Prints the enquiries; the exit code says how it went (0 listed, 2 bad flags). */
async function main(): Promise<number> {
  const parsed = listLeadsOptionsSchema.safeParse({ office: values.office, since: values.since, limit: values.limit, json: values.json });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n\n${usage}`);
    return 2;
  }
  const options = parsed.data;
  const leads = z.array(leadListRowSchema).parse(await d1Query(targetFromFlags(values), listLeadsSql(options)));
  if (options.json) {
    for (const lead of leads) console.log(jsonLine(lead));
  } else if (leads.length === 0) {
    console.log('No enquiries.');
  } else {
    const more = leads.length === options.limit ? ` (the newest ${options.limit}: --limit for more)` : '';
    console.log(`${leads.map(formatLead).join('\n\n')}\n\n${leads.length} enquir${leads.length === 1 ? 'y' : 'ies'}, newest first${more}.`);
  }
  return 0;
}

process.exitCode = await main();
