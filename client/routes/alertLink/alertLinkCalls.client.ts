/**
 * @module The alert link page's calls of the site API (/api/site/search-alerts/…), with their answers read
 * by schemas: imported by the page on demand, so zod stays out of the chunks every page shares.
 */
import * as z from 'zod/mini';
import { alertMessages } from '../../../domain/searchAlerts/searchAlert';
import { alertLinkPagePaths } from '../../../domain/searchAlerts/searchAlertPaths';
import { siteApiPath } from '../../../domain/site/siteApiPaths';

/** The alert as its pages show it: the address shortened, and `search` its search in words. */
const summarySchema = z.object({ email: z.string(), frequency: z.enum(['daily', 'weekly']), searchPath: z.string(), search: z.string(), state: z.enum(['pending', 'confirmed']) });
export type AlertSummary = z.infer<typeof summarySchema>;
/** The manage page's path the confirmation hands back: that page on this site, never elsewhere. */
const managePathSchema = z.string().check(z.refine((path) => path.startsWith(`${alertLinkPagePaths.manage}?t=`) && /^[\w/?=.-]+$/.test(path)));
const answerSchema = z.object({ data: z.object({ message: z.optional(z.string()), use: z.optional(z.string()), alert: z.optional(summarySchema), managePath: z.optional(managePathSchema) }) });

/** What a call came to: its message to show, and the alert as the site has it now. */
interface AlertCallResult {
  ok: boolean;
  message?: string;
  use?: string;
  alert?: AlertSummary;
  managePath?: string;
}

const api = (path: string) => `${siteApiPath('searchAlerts')}${path}`;

/** Calls `path` of the alerts' API; a failure is a result with the site's (or a general) message, never a throw. */
export async function callAlertApi(path: string, init?: RequestInit): Promise<AlertCallResult> {
  try {
    const response = await fetch(api(path), init);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = z.safeParse(z.object({ message: z.string() }), json);
      return { ok: false, message: message.success ? message.data.message : alertMessages.failed };
    }
    const parsed = z.safeParse(answerSchema, json);
    return parsed.success ? { ok: true, ...parsed.data.data } : { ok: false, message: alertMessages.failed };
  } catch {
    return { ok: false, message: 'A kérést nem sikerült elküldeni. Ellenőrizze a kapcsolatot, és töltse újra az oldalt.' };
  }
}
