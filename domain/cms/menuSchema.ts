/**
 * @module zod schemas of menu entries and menus (worker side; the client imports only types).
 */
import * as z from 'zod/mini';

export const menuEntrySchema = z.object({
  label: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  group: z.nullable(z.string()),
  hidden: z.boolean(),
  blank: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

export const menusSchema = z.object({
  menuEntries: z.array(menuEntrySchema),
  footerMenuEntries: z.array(menuEntrySchema),
});
export type Menus = z.infer<typeof menusSchema>;
