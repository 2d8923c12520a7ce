/**
 * `npm run unit:add -- --type office --franchise-id 1 --name "…" --city Szeged --address "…" [options]`
 *
 * Adds a franchise or an office to the built-in CMS, so a site can be made for it with tenant:add:
 * validates every option, refuses an office of a franchise or in a city the CMS does not have and a unit
 * with the name of one there already (an office: of the same franchise), inserts the row and prints the id it got. Local state by default; --remote for production.
 */
import { optionFields, readOptions } from './tenants/commandLine.ts';
import { describeUnitProblems, newUnitPreflightSql, newUnitSchema, newUnitSql, resolveNewUnit, unitPreflightRowsSchema } from './tenants/newUnit.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = `Usage: npm run unit:add -- --type franchise --name "Name" [--id ID] [--email ADDRESS] [--phone NUMBER]
       npm run unit:add -- --type office --franchise-id ID --name "Name" --city CITY --address "6720 Szeged, Kárász utca 9."
         [--district 1-23 (Budapest)] [--id ID] [--email ADDRESS] [--phone NUMBER] [--description TEXT] [--picture-url URL]
  [--remote | --persist-to DIR]`;

const values = readOptions({
  type: { type: 'string' },
  id: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  'franchise-id': { type: 'string' },
  city: { type: 'string' },
  district: { type: 'string' },
  address: { type: 'string' },
  description: { type: 'string' },
  'picture-url': { type: 'string' },
}, usage);

/** Adds the unit; the exit code says how it went (0 added, 2 bad input, 3 a unit of that name exists, 4 the CMS has no such franchise, city or district, or the id is taken). */
async function main(): Promise<number> {
  const parsed = newUnitSchema.safeParse(optionFields(values));
  if (!parsed.success) {
    console.error(`The unit was not added:\n  ${describeUnitProblems(parsed.error).join('\n  ')}\n\n${usage}`);
    return 2;
  }
  const target = targetFromFlags(values);
  const checked = resolveNewUnit(parsed.data, unitPreflightRowsSchema.parse(await d1Query(target, newUnitPreflightSql(parsed.data))));
  if (!checked.ok) {
    console.error(`The unit was not added:\n  ${checked.lines.join('\n  ')}`);
    return checked.exitCode;
  }
  const [row] = await d1Query(target, newUnitSql(checked.resolved));
  const { type, name } = checked.resolved.unit;
  const id = String(row?.id);
  console.log(`Added ${type} ${id} "${name}".`);
  console.log(`Its site: npm run tenant:add -- --subdomain NAME --unit-type ${type} --unit-id ${id} --name "${name}"`);
  return 0;
}

process.exitCode = await main();
