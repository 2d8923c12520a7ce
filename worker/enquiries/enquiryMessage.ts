/**
 * @module The queue message of an enquiry: only its id, so the row in D1 stays the one truth (a
 * message read after a retention delete, or twice, finds what the row says now).
 */
import * as z from 'zod/mini';

export const enquiryMessageSchema = z.object({ enquiryId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });
type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

/** Puts the enquiries on the delivery queue. */
export async function enqueueEnquiries(queue: Queue, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const messages: { body: EnquiryMessage; contentType: 'json' }[] = ids.map((enquiryId) => ({ body: { enquiryId }, contentType: 'json' }));
  await queue.sendBatch(messages);
}
