/**
 * @module How many confirmation e-mails of search alerts may go out, keyed on what cannot be varied for
 * free: the mailbox an address reaches (not the string typed), and the recipient's domain, across every
 * tenant of the deployment (they share one D1). An attacker typing `victim+1@`, `v.ictim@gmail.com` or the
 * same address on another tenant's site still reaches one inbox, and that inbox gets one confirmation a day.
 */

/** Hours between two confirmation e-mails to one mailbox. */
export const mailboxConfirmationHours = 24;

/** Confirmation e-mails to one recipient domain within the last hour and the last 24 hours. */
export interface DomainCeiling {
  perHour: number;
  perDay: number;
}

/**
 * The ceiling of a domain that is not a big free-mail provider. What it protects: a catch-all or company
 * domain, where `a@`, `b@`, `c@`… are new mailboxes to the key below yet land in one inbox (or a handful
 * of colleagues'), so the per-mailbox rule alone would let them be bombed; a real domain of that kind
 * sees a few sign-ups a day at most across the whole network.
 */
export const smallDomainCeiling: DomainCeiling = { perHour: 10, perDay: 40 };

/**
 * The ceiling of a big free-mail provider. Those have no catch-all (every local part is another person,
 * whom the per-mailbox rule already protects) and hold most of our real subscribers, so a small ceiling
 * would let one flood lock every visitor using them out of alerts. What is left to protect there is the
 * sender's reputation with that provider (a burst of unasked-for mail is what gets ALERT_EMAIL_FROM
 * throttled or marked as spam, and then every tenant's digests miss the provider's users): the ceiling is
 * far above real sign-up rates and only caps a flood, which with the per-client limit (5 a minute) needs
 * over 60 client addresses to reach the hourly figure.
 */
export const freeMailCeiling: DomainCeiling = { perHour: 300, perDay: 3000 };

/** Big free-mail providers of the Hungarian market and the world's largest (lower case, normalized). */
const freeMailDomains: ReadonlySet<string> = new Set([
  'gmail.com',
  'freemail.hu',
  'citromail.hu',
  'hotmail.com',
  'hotmail.hu',
  'outlook.com',
  'outlook.hu',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  't-online.hu',
  'vipmail.hu',
  'indamail.hu',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'proton.me',
  'protonmail.com',
  'aol.com',
  'mail.com',
]);

/** Domains whose local parts ignore dots (`a.b@` is `ab@`). */
const dotlessDomains: ReadonlySet<string> = new Set(['gmail.com']);
/** Domains that are another name of one mailbox system. */
const domainAliases: ReadonlyMap<string, string> = new Map([['googlemail.com', 'gmail.com']]);

/**
 * The mailbox an address reaches: lower case, the `+tag` dropped, dots dropped in a gmail.com local
 * part, googlemail.com read as gmail.com. Its domain is the recipient domain the ceiling counts.
 * @example mailboxOf('V.ictim+2@GoogleMail.com') // { mailbox: 'victim@gmail.com', domain: 'gmail.com' }
 */
export function mailboxOf(email: string): { mailbox: string; domain: string } {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const rawLocal = at < 0 ? address : address.slice(0, at);
  const rawDomain = (at < 0 ? '' : address.slice(at + 1)).replace(/\.$/, '');
  const domain = domainAliases.get(rawDomain) ?? rawDomain;
  // An address that is all tag (`+x@`) keeps it: an empty local part would merge unrelated addresses.
  let local = rawLocal.split('+')[0] || rawLocal;
  if (dotlessDomains.has(domain)) local = local.replaceAll('.', '') || local;
  return { mailbox: `${local}@${domain}`, domain };
}

/** The ceiling of confirmation e-mails to a recipient domain (normalized, as mailboxOf gives it). */
export function confirmationCeiling(domain: string): DomainCeiling {
  return freeMailDomains.has(domain) ? freeMailCeiling : smallDomainCeiling;
}

/**
 * The windows a new confirmation is checked against at `nowMs`: a mailbox last mailed at or before
 * `mailboxSince` may be mailed again; the domain's mails after `hourSince` and `daySince` are counted.
 */
export function confirmationWindows(nowMs: number): { mailboxSince: number; hourSince: number; daySince: number } {
  return { mailboxSince: nowMs - mailboxConfirmationHours * 3_600_000, hourSince: nowMs - 3_600_000, daySince: nowMs - 86_400_000 };
}
