/**
 * @module What the alert queue's messages do: send a pending alert's confirmation e-mail, and send each
 * due alert of an id range its digest (nothing when it has no news), through the send_email binding with
 * the MIME builder the enquiries use; every one of them with the List-Unsubscribe headers of RFC 8058.
 */
import { EmailMessage } from 'cloudflare:email';
import { listingPlaceLine } from '../../domain/geography/hungarianAddress';
import { listingPriceLabel } from '../../domain/listings/listingPrice';
import { formatNumber } from '../../domain/helpers/numberFormat';
import { propertyPath } from '../../domain/listings/propertyPictures';
import { dbTimeText, digestShare, dueBefore } from '../../domain/searchAlerts/searchAlertRules';
import { siteDataFromRecord } from '../../domain/site/siteData';
import { createCmsClient } from '../../worker/cms/cmsClient';
import type { CmsClient } from '../../domain/cms/cmsContract';
import { type DropdownOptions, filterDropdownTypes } from '../../domain/search/filterDropdowns';
import { alertSearchSummary } from '../../worker/searchAlerts/alertSearchSummary';
import { inProcessCms } from '../cms/inProcessCms';
import type { BackOfficeBindings, Config } from '../../worker/env';
import { buildMimeMessage } from '../email/mimeMessage';
import { type AlertSite, confirmEmailHtml, confirmEmailSubject, confirmEmailText, type DigestListing, digestEmailHtml, digestEmailSubject, digestEmailText } from './AlertEmails';
import { confirmUrl, digestUrls, listUnsubscribeHeaders, unsubscribeUrls } from '../../worker/searchAlerts/alertLinks';
import { alertMatches, type AlertMatch } from './alertMatching';
import { type AlertRow, dueAlertsInRange, markDigestSent, readAlert, unitOfAlert } from '../../worker/searchAlerts/alertRecord';
import { clearAlertFailure, recordAlertFailure } from '../../worker/searchAlerts/alertFailures';

/** The tenant's name, colours and logo for its e-mails; null when the site is gone. */
async function alertSite(cms: CmsClient, alert: AlertRow): Promise<AlertSite | null> {
  const record = await cms.siteRecord({ subdomain: alert.subdomain });
  if (record === null) return null;
  const site = siteDataFromRecord(record, alert.site_url);
  const absolute = (url: string | null) => (url ? new URL(url, alert.site_url).href : null);
  return { siteName: site.siteName, siteUrl: site.siteUrl, primaryColor: site.primaryColor, secondaryColor: site.secondaryColor, logoUrl: absolute(site.logoUrl) };
}

/** The unit's dropdown options, which name a saved search's values; none (values counted, not named) when the CMS fails. */
async function unitOptions(cms: CmsClient, alert: AlertRow): Promise<DropdownOptions> {
  try {
    return (await cms.dropdownOptions({ unit: unitOfAlert(alert), types: filterDropdownTypes })) ?? {};
  } catch (error) {
    console.error('Alert summary: options not named', alert.id, error instanceof Error ? error.message : String(error));
    return {};
  }
}

const searchUrlOf = (alert: AlertRow) => `${alert.site_url}/kereses${alert.query ? `?${alert.query}` : ''}`;

async function send(env: BackOfficeBindings, config: Config, alert: AlertRow, message: { site: AlertSite; subject: string; text: string; html: string; id: string; headers?: Record<string, string> }) {
  const raw = buildMimeMessage({
    from: { address: config.ALERT_EMAIL_FROM, name: message.site.siteName },
    to: [{ address: alert.email }],
    subject: message.subject,
    messageId: `${message.id}@${config.ALERT_EMAIL_FROM.split('@')[1]}`,
    date: new Date(),
    headers: { 'X-Search-Alert-Id': String(alert.id), ...message.headers },
    text: message.text,
    html: message.html,
  });
  await env.ALERT_EMAIL.send(new EmailMessage(config.ALERT_EMAIL_FROM, alert.email, raw));
}

/** Sends a pending alert its confirmation e-mail; nothing when it is gone or already confirmed. */
export async function sendConfirmation(env: BackOfficeBindings, config: Config, alertId: number, secret: string): Promise<void> {
  const alert = await readAlert(env.DB, alertId);
  if (alert === null || alert.state !== 'pending') return;
  const cms = createCmsClient(config, inProcessCms(env, config));
  const site = await alertSite(cms, alert);
  if (site === null) return;
  const leave = await unsubscribeUrls(alert, Date.now(), secret);
  const search = await alertSearchSummary(alert.query, cms, await unitOptions(cms, alert));
  const data = { site, frequency: alert.frequency, search, searchUrl: searchUrlOf(alert), confirmUrl: await confirmUrl(alert, secret), unsubscribeUrl: leave.unsubscribePage };
  await send(env, config, alert, {
    site,
    subject: confirmEmailSubject(data),
    text: confirmEmailText(data),
    html: await confirmEmailHtml(data),
    id: `alert-${alert.id}-confirm`,
    headers: listUnsubscribeHeaders(leave.oneClick),
  });
  if (alert.failed_at) await clearAlertFailure(env.DB, alert.id);
}

function digestListing(alert: AlertRow, { listing, news }: AlertMatch): DigestListing {
  const size = listing.default_size ?? listing.lot_size;
  return {
    name: listing.name,
    url: `${alert.site_url}${propertyPath(listing.id)}`,
    pictureUrl: listing.main_image ? new URL(listing.main_image, alert.site_url).href : null,
    priceLabel: listingPriceLabel(listing),
    newsLabel: news.kind === 'new' ? 'Új' : `Árcsökkenés: ${listingPriceLabel({ ...listing, price: news.fromPrice })} helyett`,
    facts: [size === null ? null : `${formatNumber(size)} m²`, listing.rooms === null ? null : `${listing.rooms} szoba`, listingPlaceLine(listing.address)].filter(Boolean).join(' · '),
  };
}

interface DigestRun {
  alerts: number;
  sent: number;
  /** Alerts whose digest failed: logged, recorded on the alert, skipped. */
  failed: number;
  rowsRead: number;
}

/** What one message's digests read once: the CMS, the sites' branding, the units' dropdown options. */
interface DigestReads {
  cms: CmsClient;
  sites: Map<string, Promise<AlertSite | null>>;
  options: Map<string, Promise<DropdownOptions>>;
}

/**
 * Sends one due alert its digest, if it has news; whether one was sent and the rows read. A failure of an
 * earlier digest is forgotten once this one runs through.
 */
async function sendDigest(env: BackOfficeBindings, config: Config, alert: AlertRow, atMs: number, secret: string, reads: DigestReads): Promise<{ sent: boolean; rowsRead: number }> {
  // Read before the listings: a listing added while this runs is news for the next digest, not lost.
  const readAt = dbTimeText(Date.now());
  const found = await alertMatches(env.DB, alert, alert.last_sent_at ?? alert.confirmed_at ?? alert.created_at);
  const share = digestShare(found.total);
  const quiet = { sent: false, rowsRead: found.rowsRead };
  if (alert.failed_at) await clearAlertFailure(env.DB, alert.id);
  if (!share.send || found.matches.length === 0) return quiet;
  // Keyed by the address too: a record with a bad one fails alone, not every alert of its site after it.
  const siteKey = `${alert.subdomain} ${alert.site_url}`;
  let site = reads.sites.get(siteKey);
  if (!site) {
    site = alertSite(reads.cms, alert);
    reads.sites.set(siteKey, site);
  }
  const branding = await site;
  if (branding === null) return quiet;
  const unitKey = `${alert.unit_type}:${alert.unit_id}`;
  let options = reads.options.get(unitKey);
  if (!options) {
    options = unitOptions(reads.cms, alert);
    reads.options.set(unitKey, options);
  }
  const search = await alertSearchSummary(alert.query, reads.cms, await options);
  const urls = await digestUrls(alert, atMs, secret);
  const data = { site: branding, listings: found.matches.slice(0, share.shown).map((m) => digestListing(alert, m)), more: found.total - Math.min(found.matches.length, share.shown), search, searchUrl: searchUrlOf(alert), unsubscribeUrl: urls.unsubscribePage, manageUrl: urls.manage };
  await send(env, config, alert, {
    site: branding,
    subject: digestEmailSubject(data),
    text: digestEmailText(data),
    html: await digestEmailHtml(data),
    id: `alert-${alert.id}-${readAt.replace(/\D/g, '')}`,
    headers: listUnsubscribeHeaders(urls.oneClick),
  });
  await markDigestSent(env.DB, alert.id, readAt);
  return { sent: true, rowsRead: found.rowsRead };
}

/**
 * Sends the digests of the due alerts with ids from `from` to `to`, as of `atMs` (the cron's run). One
 * alert's failure (its saved search, its site, its e-mail) is logged, recorded on it and skipped: the
 * others still get theirs. Throws only when a failure cannot even be recorded (D1 gone): the queue then
 * retries the message, and the alerts already sent are no longer due.
 */
export async function sendDigests(env: BackOfficeBindings, config: Config, range: { from: number; to: number; atMs: number }, secret: string): Promise<DigestRun> {
  const alerts = await dueAlertsInRange(env.DB, range.from, range.to, dueBefore('daily', range.atMs), dueBefore('weekly', range.atMs));
  const reads: DigestReads = { cms: createCmsClient(config, inProcessCms(env, config)), sites: new Map(), options: new Map() };
  const run: DigestRun = { alerts: alerts.length, sent: 0, failed: 0, rowsRead: 0 };
  for (const alert of alerts) {
    try {
      const digest = await sendDigest(env, config, alert, range.atMs, secret, reads);
      run.rowsRead += digest.rowsRead;
      if (digest.sent) run.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('Alert digest failed; recorded on the alert, the others go on', alert.id, reason);
      run.failed += 1;
      await recordAlertFailure(env.DB, alert.id, `digest: ${reason}`);
    }
  }
  return run;
}
