/**
 * `npm run unit:add -- --type office --franchise-id 1 --name "…" --city Szeged --address "…" [options]`
 *
 * Adds a franchise or an office to the built-in CMS, so a site can be made for it with tenant:add:
 * validates every option, refuses an office of a franchise or in a city the CMS does not have, inserts
 * the row and prints the id it got. Local state by default; --remote for production.
 */
import { parseArgs } from 'node:util';
import { describeUnitProblems, newUnitPreflightSql, newUnitSchema, newUnitSql, resolveNewUnit, unitPreflightRowsSchema } from './tenants/newUnit.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = `Usage: npm run unit:add -- --type franchise --name "Name" [--id ID] [--email ADDRESS] [--phone NUMBER]
       npm run unit:add -- --type office --franchise-id ID --name "Name" --city CITY --address "6720 Szeged, Kárász utca 9."
         [--district 1-23 (Budapest)] [--id ID] [--email ADDRESS] [--phone NUMBER] [--description TEXT] [--picture-url URL]
  [--remote | --persist-to DIR]`;

const text = { type: 'string' } as const;
const { values } = parseArgs({
  options: {
    type: text,
    id: text,
    name: text,
    email: text,
    phone: text,
    'franchise-id': text,
    city: text,
    district: text,
    address: text,
    description: text,
    'picture-url': text,
    remote: { type: 'boolean' },
    'persist-to': text,
    help: { type: 'boolean' },
  },
  strict: true,
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

/** Only the options given: an office's option given for a franchise is then refused by name. */
function given(input: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Adds the unit; the exit code says how it went (0 added, 2 bad input, 4 the CMS has no such franchise, city or district, or the id is taken). */
async function main(): Promise<number> {
  const parsed = newUnitSchema.safeParse({
    type: values.type,
    ...given({
      id: values.id,
      name: values.name,
      email: values.email,
      phone: values.phone,
      franchiseId: values['franchise-id'],
      city: values.city,
      district: values.district,
      address: values.address,
      description: values.description,
      pictureUrl: values['picture-url'],
    }),
  });
  if (!parsed.success) {
    console.error(`The unit was not added:\n  ${describeUnitProblems(parsed.error).join('\n  ')}\n\n${usage}`);
    return 2;
  }
  const target = targetFromFlags(values);
  const checked = resolveNewUnit(parsed.data, unitPreflightRowsSchema.parse(await d1Query(target, newUnitPreflightSql(parsed.data))));
  if (!checked.ok) {
    console.error(`The unit was not added:\n  ${checked.lines.join('\n  ')}`);
    return 4;
  }
  const [row] = await d1Query(target, newUnitSql(checked.resolved));
  const { type, name } = checked.resolved.unit;
  const id = String(row?.id);
  console.log(`Added ${type} ${id} "${name}".`);
  console.log(`Its site: npm run tenant:add -- --subdomain NAME --unit-type ${type} --unit-id ${id} --name "${name}"`);
  return 0;
}

process.exitCode = await main();
