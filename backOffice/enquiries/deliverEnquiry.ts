/**
 * @module One delivery attempt of a recorded enquiry, in two parts, each done at most once: the CMS
 * stores it (in-process or upstream, with the enquiry's id as Idempotency-Key, so a retry finds the
 * first lead), and the agent and office get the e-mail (each address once: emailed_to). What is left
 * undone is retried by the queue; what can never be done (the listing is gone, nobody has an address)
 * fails the enquiry at once.
 */
import { EmailMessage } from 'cloudflare:email';
import type { CmsClient } from '../../domain/cms/cmsContract';
import { listingPriceLabel } from '../../domain/listings/listingPrice';
import { propertyPath } from '../../domain/listings/propertyPictures';
import { siteDataFromRecord } from '../../domain/site/siteData';
import type { Unit } from '../../domain/tenant/unit';
import { createCmsClient } from '../../worker/cms/cmsClient';
import { inProcessCms } from '../cms/inProcessCms';
import type { BackOfficeBindings, Config } from '../../worker/env';
import { type EnquiryEmailData, enquiryEmailHtml, enquiryEmailSubject, enquiryEmailText } from './EnquiryEmail';
import { enquiryRecipients, fallbackAddressSetting } from './enquiryRecipients';
import { claimDelivery, claimState, emailedAddresses, type EnquiryRow, markDelivered, markEmailedTo, markEmailSent, markStored } from '../../worker/enquiries/enquiryRecord';
import { buildMimeMessage, headerText } from '../email/mimeMessage';

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /** Nothing to do: no such enquiry any more (retention), or it was given up already. */
  | { kind: 'gone' }
  | { kind: 'retry'; error: string }
  /** Another attempt holds the enquiry for this many more seconds: try again after it, nothing failed. */
  | { kind: 'busy'; seconds: number }
  | { kind: 'failed'; error: string };

/** A delivery that can never succeed: retrying would only repeat it. */
class Undeliverable extends Error {
  override name = 'Undeliverable';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function storeWithCms(cms: CmsClient, row: EnquiryRow, unit: Unit, db: D1Database): Promise<void> {
  const receipt = await cms.leads({
    unit,
    lead: { property_id: row.property_id, name: row.name, email: row.email, phone: row.phone, message: row.message, consent: true },
    siteUrl: row.site_url,
    enquiryId: row.id,
  });
  if (receipt === null) throw new Undeliverable(`the CMS has no listing ${row.property_id} for ${row.unit_type} ${row.unit_id}`);
  await markStored(db, row.id, receipt.id);
}

/** An absolute URL of a picture or page the CMS gave as a path. */
const absolute = (url: string | null, siteUrl: string) => (url ? new URL(url, siteUrl).href : null);

async function sendEmails(env: BackOfficeBindings, config: Config, cms: CmsClient, row: EnquiryRow, unit: Unit): Promise<void> {
  const [listing, record] = await Promise.all([cms.property({ id: row.property_id, unit }), cms.siteRecord({ subdomain: row.subdomain })]);
  if (listing === null) throw new Undeliverable(`listing ${row.property_id} is no longer shown by ${row.subdomain}`);
  if (record === null) throw new Undeliverable(`no site ${row.subdomain}`);
  const site = siteDataFromRecord(record, row.site_url);
  const fallback = record.public_site_setting.find((s) => s.key === fallbackAddressSetting)?.value?.trim() || null;
  const recipients = enquiryRecipients(listing, fallback);
  if (recipients === null) throw new Undeliverable(`nobody to write to: listing ${listing.id} has no agent or office address and ${row.subdomain} no ${fallbackAddressSetting}`);
  if (recipients.replaced.length) console.warn('Enquiry e-mail goes to the franchise address instead of', recipients.replaced.join(' and '), row.id);
  // The CMS's names fill the subject, the From name and lines of the text: each as one clean line (headerText),
  // so a line break or a bidi control in a record upstream neither stops the mail nor garbles it.
  const data: EnquiryEmailData = {
    siteName: headerText(site.siteName),
    siteUrl: site.siteUrl,
    primaryColor: site.primaryColor,
    secondaryColor: site.secondaryColor,
    logoUrl: absolute(site.logoUrl, row.site_url),
    listing: {
      id: listing.id,
      name: headerText(listing.name),
      priceLabel: listingPriceLabel(listing),
      place: headerText([listing.address.city.label, listing.address.district?.label].filter(Boolean).join(', ')),
      url: `${row.site_url}${propertyPath(listing.id)}`,
      pictureUrl: absolute(listing.main_image, row.site_url),
    },
    visitor: { name: row.name, email: row.email, phone: row.phone, message: row.message },
  };
  const raw = buildMimeMessage({
    from: { address: config.ENQUIRY_EMAIL_FROM, name: site.siteName },
    to: [{ address: recipients.to }],
    cc: recipients.cc.map((address) => ({ address })),
    replyTo: { address: row.email, name: row.name },
    subject: enquiryEmailSubject(data),
    messageId: `${row.id}@${config.ENQUIRY_EMAIL_FROM.split('@')[1]}`,
    date: new Date(),
    headers: { 'X-Enquiry-Id': row.id },
    text: enquiryEmailText(data),
    html: await enquiryEmailHtml(data),
  });
  // One envelope a recipient: the Email Service takes one, and a retry skips whoever has it already.
  const done = emailedAddresses(row);
  for (const address of [recipients.to, ...recipients.cc]) {
    if (done.has(address)) continue;
    await env.ENQUIRY_EMAIL.send(new EmailMessage(config.ENQUIRY_EMAIL_FROM, address, raw));
    await markEmailedTo(env.DB, row.id, address);
  }
  await markEmailSent(env.DB, row.id);
}

/**
 * Runs one attempt for the enquiry `id`, holding it against any other attempt meanwhile, and records
 * its outcome's progress (not its failure: the caller does, which also lets go of it).
 */
export async function deliverEnquiry(env: BackOfficeBindings, config: Config, id: string): Promise<DeliveryOutcome> {
  const row = await claimDelivery(env.DB, id);
  if (row === null) {
    const current = await claimState(env.DB, id);
    if (current === null || current.state === 'failed') return { kind: 'gone' };
    if (current.state === 'delivered') return { kind: 'delivered' };
    return { kind: 'busy', seconds: current.claimSeconds };
  }
  // One client per attempt: its upstream calls share one deadline (CMS_UPSTREAM_TIMEOUT_MS).
  const cms = createCmsClient(config, inProcessCms(env, config));
  const unit: Unit = { type: row.unit_type, id: row.unit_id };
  const parts = await Promise.allSettled([
    row.lead_id === null ? storeWithCms(cms, row, unit, env.DB) : Promise.resolve(),
    row.emailed_at !== null ? Promise.resolve() : sendEmails(env, config, cms, row, unit),
  ]);
  const errors = parts.flatMap((part, index) => (part.status === 'rejected' ? [{ part: index === 0 ? 'CMS' : 'e-mail', error: part.reason }] : []));
  if (errors.length === 0) {
    await markDelivered(env.DB, id);
    return { kind: 'delivered' };
  }
  const error = errors.map((e) => `${e.part}: ${messageOf(e.error)}`).join('; ');
  return errors.some((e) => e.error instanceof Undeliverable) ? { kind: 'failed', error } : { kind: 'retry', error };
}
