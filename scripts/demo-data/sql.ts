/**
 * @module Writing rows as SQL that `wrangler d1 execute --file` accepts: literals, multi-row
 * INSERTs under D1's statement size limit, column lists from the row schemas.
 */
import type { z } from 'zod';

/** D1 refuses statements over 100 KB; stay well under. */
export const maxStatementBytes = 90_000;
const maxRowsPerStatement = 500;

export type SqlValue = string | number | null;

/** One value as an SQL literal; text is single-quoted with quotes doubled. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** UTF-8 byte length without allocating: D1's limit is in bytes, Hungarian letters take two. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Multi-row INSERTs of at most maxStatementBytes and maxRowsPerStatement, each ending ";\n". */
export function* insertStatements<Row extends Record<string, SqlValue>>(
  table: string,
  columns: readonly (keyof Row & string)[],
  rows: Iterable<Row>,
): Generator<string> {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const headBytes = utf8Length(head);
  let tuples: string[] = [];
  let bytes = headBytes;
  for (const row of rows) {
    const tuple = `(${columns.map((c) => sqlLiteral(row[c] ?? null)).join(', ')})`;
    const tupleBytes = utf8Length(tuple) + 2;
    if (tuples.length > 0 && (bytes + tupleBytes > maxStatementBytes || tuples.length >= maxRowsPerStatement)) {
      yield `${head}${tuples.join(',\n')};\n`;
      tuples = [];
      bytes = headBytes;
    }
    if (headBytes + tupleBytes > maxStatementBytes) throw new Error(`a ${table} row is too long for one statement`);
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) yield `${head}${tuples.join(',\n')};\n`;
}

/** A table's columns, in the order of its row schema. */
export function columnsOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): (keyof Shape & string)[] {
  return Object.keys(schema.shape).filter((key): key is keyof Shape & string => key in schema.shape);
}

/** A UTC instant as SQLite writes timestamps: "2026-11-01 09:30:00". */
export const formatTimestamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
