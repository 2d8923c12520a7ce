/**
 * @module The addresses the alert e-mails link to, each carrying a signed token (domain/searchAlerts/signedLink.ts):
 * the pages a visitor opens (/ertesites/…, client/routes/alertLink/) and the one-click unsubscribe
 * endpoint the List-Unsubscribe header names (RFC 8058).
 */
import { confirmLinkHours, digestLinkDays } from '../../domain/searchAlerts/searchAlert';
import { alertLinkPagePaths } from '../../domain/searchAlerts/searchAlertPaths';
import { dbTimeMs } from '../../domain/searchAlerts/searchAlertRules';
import { type LinkPurpose, signLink } from '../../domain/searchAlerts/signedLink';
import { siteApiPath } from '../../domain/site/siteApiPaths';
import type { AlertRow } from '../../worker/searchAlerts/alertRecord';

async function token(alert: Pick<AlertRow, 'id'>, purpose: LinkPurpose, expiresAtMs: number, secret: string): Promise<string> {
  return signLink({ alertId: alert.id, purpose, expiresAt: Math.floor(expiresAtMs / 1000) }, secret);
}

/** The confirmation page's address: it expires confirmLinkHours after the alert was made. */
export async function confirmUrl(alert: Pick<AlertRow, 'id' | 'site_url' | 'created_at'>, secret: string): Promise<string> {
  const t = await token(alert, 'confirm', dbTimeMs(alert.created_at) + confirmLinkHours * 3_600_000, secret);
  return `${alert.site_url}${alertLinkPagePaths.confirm}?t=${t}`;
}

/** A digest's links: the unsubscribe page, the one-click endpoint and the manage page, valid digestLinkDays. */
export async function digestUrls(alert: Pick<AlertRow, 'id' | 'site_url'>, nowMs: number, secret: string) {
  const expires = nowMs + digestLinkDays * 86_400_000;
  const unsubscribe = await token(alert, 'unsubscribe', expires, secret);
  const manage = await token(alert, 'manage', expires, secret);
  return {
    unsubscribePage: `${alert.site_url}${alertLinkPagePaths.unsubscribe}?t=${unsubscribe}`,
    oneClick: `${alert.site_url}${siteApiPath('searchAlerts')}/unsubscribe?t=${unsubscribe}`,
    manage: `${alert.site_url}${alertLinkPagePaths.manage}?t=${manage}`,
  };
}
