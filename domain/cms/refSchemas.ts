/**
 * @module The small shapes CMS answers share: a coded value with its label, a named reference,
 * and an office or an agent in short. Written with zod/mini: page data built from these is
 * checked in the browser too (docs/decisions/008-route-modules.md), where full zod is too heavy.
 */
import * as z from 'zod/mini';

/** A coded value with its visitor-facing label: `{ value: 0, label: 'Eladó' }`. */
export const labelledValueSchema = z.object({ value: z.int(), label: z.string() });
export type LabelledValue = z.infer<typeof labelledValueSchema>;

/** A row of another table named for display: `{ id: 16, label: 'Győr' }`. */
export const namedRefSchema = z.object({ id: z.int(), label: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** An office in short: enough for a card with a link to /iroda/{id}. */
export const officeSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  city: namedRefSchema,
  address: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  picture_url: z.nullable(z.string()),
});
export type OfficeSummary = z.infer<typeof officeSummarySchema>;

/** An agent in short: enough for a card with a link to /uzletkoto/{id}. */
export const agentSummarySchema = z.object({
  id: z.int(),
  fullname: z.string(),
  photo_url: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;
