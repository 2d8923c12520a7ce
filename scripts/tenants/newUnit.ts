/**
 * @module A new franchise or office as an operator describes it (the `franchises` and `offices` tables):
 * validated, checked against what the CMS has, then turned into one INSERT.
 */
import * as z from 'zod';
import { foldHungarian } from '../../domain/helpers/textSearch.ts';
import { operatorText, optionOf, pictureUrl, recordId, sqlLiteral as sql } from './operatorInput.ts';

const phone = operatorText().trim().regex(/^\+?[0-9][0-9 ()/-]{5,19}$/, 'must be a phone number such as "+36 62 555 0100"');
const email = operatorText().pipe(z.email('must be an e-mail address such as iroda@example.hu'));

/** What both kinds of unit have: `--id` picks the id (the CMS's next one otherwise). */
const unitFields = {
  id: recordId.optional(),
  name: operatorText().trim().min(2, 'must have at least 2 characters').max(120, 'must have at most 120 characters'),
  email: email.optional(),
  phone: phone.optional(),
};

export const newUnitSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('franchise'), ...unitFields }),
    z.strictObject({
      type: z.literal('office'),
      ...unitFields,
      franchiseId: recordId,
      /** The city's name as the CMS has it (case and accents do not matter): `Szeged`, `Budapest`. */
      city: operatorText('is required: the city of the office, such as Szeged').trim().min(2, 'must have at least 2 characters').max(80),
      /** Budapest's district number, 1 to 23. */
      district: z
        .string()
        .regex(/^([1-9]|1[0-9]|2[0-3])$/, 'must be a Budapest district number from 1 to 23')
        .transform(Number)
        .optional(),
      address: operatorText('is required: postcode, city and street, such as "6720 Szeged, Kárász utca 9."').trim().min(5, 'must have at least 5 characters').max(200),
      description: operatorText().trim().max(2000, 'must have at most 2000 characters').optional(),
      pictureUrl: pictureUrl.optional(),
    }),
  ],
  { error: 'must be franchise or office' },
);
type NewUnit = z.infer<typeof newUnitSchema>;
export type NewOffice = Extract<NewUnit, { type: 'office' }>;

/** Why the input was refused, one line per option; an option of the other kind of unit is named as such. */
export function describeUnitProblems(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => `${optionOf([key])}: is not an option of a franchise`) : [`${optionOf(issue.path)}: ${issue.message}`],
  );
}

const tableOf = (unit: NewUnit) => (unit.type === 'franchise' ? 'franchises' : 'offices');

/**
 * The one query the add asks first, as rows of `{ kind, value }`: `taken` when `--id` is in use, `same` with
 * the id of each unit of the kind that has the name already (an office: of the same franchise; case of ASCII
 * letters aside), and for an office `franchise` when its franchise exists, `city` for each city of that name
 * (`id:name`), `district` with the city id of the district.
 */
export function newUnitPreflightSql(unit: NewUnit): string {
  const queries = [`SELECT 'taken' AS kind, id AS value FROM ${tableOf(unit)} WHERE id = ${sql(unit.id ?? null)}`];
  const sameFranchise = unit.type === 'office' ? ` AND franchise_id = ${sql(unit.franchiseId)}` : '';
  queries.push(`SELECT 'same', id FROM ${tableOf(unit)} WHERE lower(name) = lower(${sql(unit.name)})${sameFranchise}`);
  if (unit.type === 'office') {
    queries.push(
      `SELECT 'franchise', id FROM franchises WHERE id = ${sql(unit.franchiseId)}`,
      `SELECT 'city', id || ':' || name FROM cities WHERE name = ${sql(unit.city)} OR name_folded = ${sql(foldHungarian(unit.city))}`,
    );
    if (unit.district !== undefined) queries.push(`SELECT 'district', city_id FROM districts WHERE id = ${sql(unit.district)}`);
  }
  return queries.join(' UNION ALL ');
}

export const unitPreflightRowsSchema = z.array(z.object({ kind: z.enum(['taken', 'same', 'franchise', 'city', 'district']), value: z.union([z.string(), z.number()]) }));
type UnitPreflightRows = z.infer<typeof unitPreflightRowsSchema>;

/** The unit as the CMS will store it: the office's city resolved to its id. */
type ResolvedUnit = { type: 'franchise'; unit: NewUnit & { type: 'franchise' } } | { type: 'office'; unit: NewOffice; cityId: number };

/**
 * What the preflight rows say: the unit ready to insert, or why not, one line per option: exit code 3 when a
 * unit of that name is there already (the README's unit:add run twice made two identical offices), 4 when the
 * CMS contradicts an option.
 */
export function resolveNewUnit(unit: NewUnit, rows: UnitPreflightRows): { ok: true; resolved: ResolvedUnit } | { ok: false; exitCode: 3 | 4; lines: string[] } {
  const same = rows.filter((r) => r.kind === 'same').map((r) => Number(r.value));
  if (same.length > 0) {
    const owner = unit.type === 'office' ? `franchise ${unit.franchiseId} already has an office` : 'a franchise is already';
    const ids = same.map((id) => `${unit.type} ${id}`).join(', ');
    return {
      ok: false,
      exitCode: 3,
      lines: [`--name: ${owner} called "${unit.name}": ${ids}. Its site: npm run tenant:add -- --unit-type ${unit.type} --unit-id ${same[0]} …; a new ${unit.type} needs a name of its own`],
    };
  }
  const lines: string[] = [];
  if (rows.some((r) => r.kind === 'taken')) lines.push(`--id: a ${unit.type} with id ${unit.id} already exists`);
  if (unit.type === 'franchise') return lines.length ? { ok: false, exitCode: 4, lines } : { ok: true, resolved: { type: 'franchise', unit } };

  if (!rows.some((r) => r.kind === 'franchise')) lines.push(`--franchise-id: no franchise has id ${unit.franchiseId} in the CMS (npm run unit:add -- --type franchise adds one)`);
  const cities = rows.filter((r) => r.kind === 'city').map((r) => String(r.value).split(/:(.*)/s));
  const exact = cities.filter(([, name]) => name === unit.city);
  const matches = exact.length === 1 ? exact : cities;
  const [city] = matches;
  if (matches.length === 0) lines.push(`--city: the CMS has no city called ${unit.city}`);
  else if (matches.length > 1) lines.push(`--city: ${unit.city} could be ${matches.map(([, name]) => name).join(' or ')}; write the name exactly`);
  const cityId = Number(city?.[0]);
  if (unit.district !== undefined && matches.length === 1) {
    const districtCity = rows.find((r) => r.kind === 'district')?.value;
    if (Number(districtCity) !== cityId) lines.push(`--district: ${city?.[1]} has no district ${unit.district} (districts are Budapest's)`);
  }
  return lines.length ? { ok: false, exitCode: 4, lines } : { ok: true, resolved: { type: 'office', unit, cityId } };
}

/** The INSERT of the unit, answering the id it got. */
export function newUnitSql(resolved: ResolvedUnit): string {
  const { unit } = resolved;
  const columns: Array<[string, string | number | null]> = [
    ['id', unit.id ?? null],
    ['name', unit.name],
    ['email', unit.email ?? null],
    ['phone', unit.phone ?? null],
  ];
  if (resolved.type === 'office') {
    const office = resolved.unit;
    columns.push(
      ['franchise_id', office.franchiseId],
      ['city_id', resolved.cityId],
      ['district_id', office.district ?? null],
      ['address', office.address],
      ['description', office.description ?? null],
      ['picture_url', office.pictureUrl ?? null],
    );
  }
  // Without --id the column is left out, so SQLite gives the next id.
  const written = columns.filter(([name, value]) => name !== 'id' || value !== null);
  return `INSERT INTO ${tableOf(unit)} (${written.map(([name]) => name).join(', ')}) VALUES (${written.map(([, value]) => sql(value)).join(', ')}) RETURNING id`;
}
