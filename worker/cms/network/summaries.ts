/**
 * @module The office and agent as other answers name them: a listing's office and agent, an office's agents.
 */
import { z } from 'zod';
import { namedRefSchema } from './labels';

/** An office in short: enough for a card with a link to /iroda/{id}. */
export const officeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: namedRefSchema,
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  picture_url: z.string().nullable(),
});

/** An agent in short: enough for a card with a link to /uzletkoto/{id}. */
export const agentSummarySchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  photo_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OfficeSummary = z.infer<typeof officeSummarySchema>;
export type AgentSummary = z.infer<typeof agentSummarySchema>;
