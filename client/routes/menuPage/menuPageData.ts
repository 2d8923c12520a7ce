/**
 * @module A menu page's data: its label and the entries of its group.
 */
import * as z from 'zod/mini';

export const menuPageDataSchema = z.object({
  label: z.string(),
  entries: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type MenuPageData = z.infer<typeof menuPageDataSchema>;
