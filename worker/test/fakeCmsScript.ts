/**
 * @module The script of the fake upstream CMS (worker/test/fakeCmsServer.ts, in Node), shared with the
 * tests that write it from workerd (worker/test/fakeCms.ts).
 */
import * as z from 'zod';

/** What an upstream CMS can do wrong. */
export const cmsFaults = ['hang', 'status500', 'malformedJson', 'badSchema'] as const;
export type CmsFault = (typeof cmsFaults)[number];

const answerSchema = z.object({ status: z.number().int(), body: z.string() });
export type FakeCmsAnswer = z.infer<typeof answerSchema>;
/** Recorded answers by call key (fakeCmsKey). */
export const fakeCmsAnswersSchema = z.record(z.string(), answerSchema);

const faultRuleSchema = z.object({
  /** A regular expression over the call's path and query. */
  path: z.string(),
  /** A fault, or `slow`: the recorded answer after delayMs. */
  fault: z.enum([...cmsFaults, 'slow']),
  delayMs: z.number().int().min(0).max(30_000).optional(),
});
export type FakeCmsFaultRule = z.infer<typeof faultRuleSchema>;
export const fakeCmsFaultRulesSchema = z.array(faultRuleSchema);

export const fakeCmsCallsSchema = z.array(z.object({ method: z.string(), url: z.string() }));

/** The key of a recorded answer: method, path and query, and a POST's body. */
export function fakeCmsKey(method: string, pathAndQuery: string, body: string): string {
  return method === 'GET' ? `GET ${pathAndQuery}` : `${method} ${pathAndQuery} ${body}`;
}

/**
 * Valid JSON in the `{ data }` envelope whose data no answer schema of the contract accepts (each is
 * an array, an object with required fields, or a record of arrays); the tests check that it is so.
 */
export const badSchemaBody = JSON.stringify({ data: { unexpected: true } });

/** JSON cut off in the middle, as a dropped connection or a broken proxy leaves it. */
export const malformedJsonBody = '{"data":[{"subdomain":"immo1"';
