/**
 * @module The CMS's answer to a stored enquiry (lead), zod/mini like every answer schema.
 */
import * as z from 'zod/mini';

/** What the CMS answers once it has stored an enquiry. */
export const leadReceiptSchema = z.object({
  id: z.int().check(z.positive()),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});

/** An enquiry as the site hands it to the CMS (besides the unit of the site it came through). */
export interface LeadInput {
  property_id: number;
  name: string;
  email: string;
  /** Null when the visitor gave none. */
  phone: string | null;
  message: string;
  /** The visitor accepted the privacy policy. */
  consent: true;
}
