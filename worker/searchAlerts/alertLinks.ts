/**
 * @module The addresses the alert e-mails and pages link to, each carrying a signed token
 * (domain/searchAlerts/signedLink.ts): the pages a visitor opens (/ertesites/…, client/routes/alertLink/)
 * and the one-click unsubscribe endpoint the List-Unsubscribe header names (RFC 8058). Here, at the seam,
 * because the back office signs the e-mails' links and the site signs the manage link of its confirmation page.
 */
import { confirmLinkHours, digestLinkDays } from '../../domain/searchAlerts/searchAlert';
import { alertLinkPagePaths } from '../../domain/searchAlerts/searchAlertPaths';
import { dbTimeMs } from '../../domain/searchAlerts/searchAlertRules';
import { type LinkPurpose, signLink } from '../../domain/searchAlerts/signedLink';
import { siteApiPath } from '../../domain/site/siteApiPaths';
import type { AlertRow } from './alertRecord';

async function token(alert: Pick<AlertRow, 'id'>, purpose: LinkPurpose, expiresAtMs: number, secret: string): Promise<string> {
  return signLink({ alertId: alert.id, purpose, expiresAt: Math.floor(expiresAtMs / 1000) }, secret);
}

/** The confirmation page's address: it expires confirmLinkHours after the alert was made. */
export async function confirmUrl(alert: Pick<AlertRow, 'id' | 'site_url' | 'created_at'>, secret: string): Promise<string> {
  const t = await token(alert, 'confirm', dbTimeMs(alert.created_at) + confirmLinkHours * 3_600_000, secret);
  return `${alert.site_url}${alertLinkPagePaths.confirm}?t=${t}`;
}

/**
 * The ways out every alert e-mail carries (the confirmation's too: an alert confirmed from it must stay
 * leavable without waiting for a digest): the unsubscribe page and the one-click endpoint, valid digestLinkDays.
 */
export async function unsubscribeUrls(alert: Pick<AlertRow, 'id' | 'site_url'>, nowMs: number, secret: string) {
  const t = await token(alert, 'unsubscribe', nowMs + digestLinkDays * 86_400_000, secret);
  return { unsubscribePage: `${alert.site_url}${alertLinkPagePaths.unsubscribe}?t=${t}`, oneClick: `${alert.site_url}${siteApiPath('searchAlerts')}/unsubscribe?t=${t}` };
}

/** The manage page's path on the alert's own site, valid digestLinkDays. */
export async function managePath(alert: Pick<AlertRow, 'id'>, nowMs: number, secret: string): Promise<string> {
  return `${alertLinkPagePaths.manage}?t=${await token(alert, 'manage', nowMs + digestLinkDays * 86_400_000, secret)}`;
}

/** A digest's links: the unsubscribe page, the one-click endpoint and the manage page, valid digestLinkDays. */
export async function digestUrls(alert: Pick<AlertRow, 'id' | 'site_url'>, nowMs: number, secret: string) {
  return { ...(await unsubscribeUrls(alert, nowMs, secret)), manage: `${alert.site_url}${await managePath(alert, nowMs, secret)}` };
}

/** The headers of RFC 2369 and RFC 8058 that let a mail client unsubscribe in one click (a POST to `oneClick`). */
export const listUnsubscribeHeaders = (oneClick: string) => ({ 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
