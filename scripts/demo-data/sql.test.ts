import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { columnsOf, formatTimestamp, insertStatements, maxStatementBytes, sqlLiteral, utf8Length } from './sql';

describe('sqlLiteral', () => {
  it('writes NULL, numbers as they are, and text single-quoted with quotes doubled', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(49_900_000)).toBe('49900000');
    expect(sqlLiteral("Szent István's")).toBe("'Szent István''s'");
    expect(() => sqlLiteral(Number.NaN)).toThrow('finite');
  });
});

describe('utf8Length', () => {
  it('counts bytes as UTF-8 does: Hungarian letters two, ² two, emoji four', () => {
    for (const text of ['abc', 'Árvíztűrő', 'm²', 'ház 🏠']) expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('insertStatements', () => {
  it('splits rows into statements under the byte limit, columns in schema order', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    const rows = Array.from({ length: 3_000 }, (_, i) => ({ id: i + 1, name: `Ház ${'x'.repeat(100)}` }));
    const statements = [...insertStatements('things', columnsOf(schema), rows)];
    expect(statements.length).toBeGreaterThan(5);
    for (const s of statements) {
      expect(s.startsWith('INSERT INTO things (id, name) VALUES\n')).toBe(true);
      expect(utf8Length(s)).toBeLessThanOrEqual(maxStatementBytes);
    }
    expect(statements.join('').match(/\(\d+, '/g)?.length).toBe(3_000);
  });
});

describe('formatTimestamp', () => {
  it('writes a UTC instant as SQLite does', () => {
    expect(formatTimestamp(Date.UTC(2026, 10, 1, 9, 30))).toBe('2026-11-01 09:30:00');
  });
});
