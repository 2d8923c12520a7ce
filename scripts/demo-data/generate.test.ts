import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { demoDataSql, dropdownRows } from './generate';
import { maxStatementBytes, utf8Length } from './sql';

describe('demoDataSql', () => {
  const statements = [...demoDataSql({ size: 1_500, seed: 3 })];

  it('keeps every statement under the D1 size limit and ends each with a semicolon', () => {
    for (const s of statements.filter((line) => !line.startsWith('--'))) {
      expect(utf8Length(s)).toBeLessThanOrEqual(maxStatementBytes);
      expect(s.endsWith(';\n')).toBe(true);
    }
  });

  it('re-inserts the dropdown options of the first demo data with every other type', () => {
    const rows = dropdownRows();
    expect(rows).toContainEqual({ type: 'property_type', value: 1, label: 'Lakás', position: 1 });
    expect(rows).toContainEqual({ type: 'condition', value: 6, label: 'Felújítandó', position: 6 });
    expect(new Set(rows.map((r) => r.type)).size).toBe(22);
  });

  it('loads into SQLite over the migrations and demo tenants, twice, with every foreign key satisfied', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    const migrations = readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort().map((f) => `migrations/${f}`);
    for (const file of [...migrations, 'scripts/demo-data/tenants.sql']) db.exec(readFileSync(file, 'utf8'));
    const sql = statements.join('');
    db.exec(sql);
    db.exec(sql);
    expect(db.prepare('SELECT count(*) AS n FROM properties').get()).toEqual({ n: 1_500 });
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.prepare("SELECT count(*) AS n FROM cms_pages p JOIN menu_entries m ON m.url = '/oldal/' || p.id AND m.label = p.title").get()).toEqual({ n: 12 });
    // The generated column: price per floor area, or per plot area for plots.
    expect(db.prepare('SELECT count(*) AS n FROM properties WHERE price_per_m2 IS NOT CAST(round(price * 1.0 / coalesce(default_size, lot_size)) AS INTEGER) OR price_per_m2 IS NULL').get()).toEqual({ n: 0 });
    // Listings that left the market: after the offered ones' ids, sold and withdrawn in turn, each in an offered listing's place.
    expect(db.prepare('SELECT id, status FROM off_market_listings ORDER BY id').all()).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ id: 1_501 + i, status: i % 2 === 0 ? 'sold' : 'withdrawn' })),
    );
    expect(db.prepare('SELECT count(*) AS n FROM off_market_listings o JOIN properties p ON p.id = o.id').get()).toEqual({ n: 0 });
    db.close();
  });
});
