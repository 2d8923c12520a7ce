/**
 * @module zod schemas of menu entries and menus (worker side; the client imports only types).
 */
import * as z from 'zod';

export const menuEntrySchema = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
  group: z.string().nullable(),
  hidden: z.boolean(),
  blank: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

export const menusSchema = z.object({
  menuEntries: z.array(menuEntrySchema),
  footerMenuEntries: z.array(menuEntrySchema),
});
export type Menus = z.infer<typeof menusSchema>;
