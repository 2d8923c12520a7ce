/**
 * @module Test helpers for the network endpoints: call the embedded CMS in-process, read D1 rows
 * for expectations (checked with zod, like the code under test).
 */
import { env } from 'cloudflare:test';
import * as z from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import * as zm from 'zod/mini';
import { embeddedCms } from '../cms/embeddedCms';

/** GET (or any method) on the embedded CMS with the test bindings. */
export const cms = (path: string, init?: RequestInit) => embeddedCms.request(path, init, env);

/** POST with a JSON body; a string is sent as is (to send malformed JSON). */
export const postJson = (path: string, body: unknown) =>
  cms(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** The response's JSON checked against a schema: a test reads what it asserts, typed. */
export async function jsonOf<T extends $ZodType>(response: Response, schema: T): Promise<output<T>> {
  return zm.parse(schema, await response.json());
}

/** The `{ data }` envelope around a schema (full zod or zod/mini). */
export const envelope = <T extends $ZodType>(schema: T) => zm.object({ data: schema });

/** The 400 body: which fields were wrong. */
export const invalidRequestSchema = z.object({ error: z.literal('invalid_request'), fields: z.array(z.object({ field: z.string(), message: z.string() })) });

/** The fields a 400 answer names. */
export async function badFields(response: Response): Promise<string[]> {
  return (await jsonOf(response, invalidRequestSchema)).fields.map((f) => f.field);
}

/** Rows of a query on the test D1, checked with a schema. */
export async function rows<T extends z.ZodType>(sql: string, schema: T, ...bindings: unknown[]): Promise<z.infer<T>[]> {
  const { results } = await env.DB.prepare(sql).bind(...bindings).all();
  return z.array(schema).parse(results);
}

/** The first row of a query; fails the test when there is none. */
export async function firstRow<T extends z.ZodType>(sql: string, schema: T, ...bindings: unknown[]): Promise<z.infer<T>> {
  const [row] = await rows(sql, schema, ...bindings);
  if (row === undefined) throw new Error(`no row for: ${sql}`);
  return row;
}
