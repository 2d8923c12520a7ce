import { describe, expect, it } from 'vitest';
import { describeUnitProblems, type NewOffice, newUnitPreflightSql, newUnitSchema, newUnitSql, resolveNewUnit } from './newUnit';

const office = { type: 'office', franchiseId: '1', name: 'Immo1 Nyíregyháza', city: 'nyiregyhaza', address: '4400 Nyíregyháza, Kossuth tér 10.' };
function parseOffice(input: Record<string, string>): NewOffice {
  const unit = newUnitSchema.parse(input);
  if (unit.type !== 'office') throw new Error('not an office');
  return unit;
}
const problemsOf = (input: Record<string, string>) => {
  const result = newUnitSchema.safeParse(input);
  return result.success ? [] : describeUnitProblems(result.error);
};

describe('newUnitSchema', () => {
  it('accepts a franchise with a name alone, and an office with its franchise, city and address', () => {
    expect(newUnitSchema.parse({ type: 'franchise', name: 'Otthonpont' })).toEqual({ type: 'franchise', name: 'Otthonpont' });
    expect(newUnitSchema.parse({ ...office, district: '13', id: '40' })).toMatchObject({ franchiseId: 1, district: 13, id: 40 });
  });

  it('names the option of each wrong or missing value', () => {
    expect(problemsOf({ type: 'office', franchiseId: '1e3', name: 'X', email: 'nem-email', district: '24' }).map((l) => l.split(':')[0])).toEqual([
      '--name',
      '--email',
      '--franchise-id',
      '--city',
      '--district',
      '--address',
    ]);
  });

  it('refuses a line feed in the name and an escape in the address, naming each option', () => {
    expect(problemsOf({ type: 'office', franchiseId: '1', name: 'Immo1\nSzeged', city: 'Szeged', address: '6720 Szeged, \u001b[2J Fő utca 1.' }).map((l) => l.split(':')[0])).toEqual(['--name', '--address']);
  });

  it('refuses a --type other than franchise or office, naming --type', () => {
    expect(problemsOf({ type: 'iroda', name: 'X' })).toEqual(['--type: must be franchise or office']);
  });

  it('refuses an office option given for a franchise, naming it', () => {
    expect(problemsOf({ type: 'franchise', name: 'Otthonpont', city: 'Szeged' })).toEqual(['--city: is not an option of a franchise']);
  });
});

describe('newUnitPreflightSql', () => {
  it('asks for the franchise, the city by name or folded name, and the district’s city of an office', () => {
    const sql = newUnitPreflightSql(newUnitSchema.parse({ ...office, city: 'Nyíregyháza', district: '5' }));
    expect(sql).toContain("SELECT 'franchise', id FROM franchises WHERE id = 1");
    expect(sql).toContain("WHERE name = 'Nyíregyháza' OR name_folded = 'nyiregyhaza'");
    expect(sql).toContain("SELECT 'district', city_id FROM districts WHERE id = 5");
  });
});

describe('newUnitPreflightSql, for a unit of the same name', () => {
  it('asks for an office of that name in the same franchise, and a franchise of that name', () => {
    expect(newUnitPreflightSql(newUnitSchema.parse(office))).toContain("SELECT 'same', id FROM offices WHERE lower(name) = lower('Immo1 Nyíregyháza') AND franchise_id = 1");
    expect(newUnitPreflightSql(newUnitSchema.parse({ type: 'franchise', name: 'Otthonpont' }))).toContain("SELECT 'same', id FROM franchises WHERE lower(name) = lower('Otthonpont')");
  });
});

describe('resolveNewUnit', () => {
  const unit = newUnitSchema.parse(office);

  it('resolves the city by its folded name to its id', () => {
    const result = resolveNewUnit(unit, [{ kind: 'franchise', value: 1 }, { kind: 'city', value: '42:Nyíregyháza' }]);
    expect(result).toMatchObject({ ok: true, resolved: { type: 'office', cityId: 42 } });
  });

  it('refuses a franchise and a city the CMS does not have, naming their options', () => {
    expect(resolveNewUnit(unit, [])).toEqual({
      ok: false,
      exitCode: 4,
      lines: ['--franchise-id: no franchise has id 1 in the CMS (npm run unit:add -- --type franchise adds one)', '--city: the CMS has no city called nyiregyhaza'],
    });
  });

  it('refuses a district of another city', () => {
    const inPest = newUnitSchema.parse({ ...office, district: '13' });
    const result = resolveNewUnit(inPest, [{ kind: 'franchise', value: 1 }, { kind: 'city', value: '42:Nyíregyháza' }, { kind: 'district', value: 1 }]);
    expect(result).toEqual({ ok: false, exitCode: 4, lines: ["--district: Nyíregyháza has no district 13 (districts are Budapest's)"] });
  });

  it('refuses an --id that is taken', () => {
    expect(resolveNewUnit(newUnitSchema.parse({ type: 'franchise', name: 'Otthonpont', id: '2' }), [{ kind: 'taken', value: 2 }])).toEqual({
      ok: false,
      exitCode: 4,
      lines: ['--id: a franchise with id 2 already exists'],
    });
  });

  it('refuses an office whose franchise has one of that name already with exit code 3, naming it and its id', () => {
    const result = resolveNewUnit(unit, [{ kind: 'franchise', value: 1 }, { kind: 'city', value: '42:Nyíregyháza' }, { kind: 'same', value: 81 }]);
    expect(result).toEqual({
      ok: false,
      exitCode: 3,
      lines: ['--name: franchise 1 already has an office called "Immo1 Nyíregyháza": office 81. Its site: npm run tenant:add -- --unit-type office --unit-id 81 …; a new office needs a name of its own'],
    });
  });
});

describe('newUnitSql', () => {
  it('inserts an office with its resolved city, leaving the id to the CMS, and answers the id', () => {
    const sql = newUnitSql({ type: 'office', unit: parseOffice({ ...office, name: "Immo1 O'Iroda" }), cityId: 42 });
    expect(sql).toBe(
      "INSERT INTO offices (name, email, phone, franchise_id, city_id, district_id, address, description, picture_url) VALUES ('Immo1 O''Iroda', NULL, NULL, 1, 42, NULL, '4400 Nyíregyháza, Kossuth tér 10.', NULL, NULL) RETURNING id",
    );
  });

  it('writes the id of a franchise when --id names one', () => {
    expect(newUnitSql({ type: 'franchise', unit: { type: 'franchise', name: 'Otthonpont', id: 3 } })).toBe("INSERT INTO franchises (id, name, email, phone) VALUES (3, 'Otthonpont', NULL, NULL) RETURNING id");
  });
});
