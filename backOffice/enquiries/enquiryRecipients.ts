/**
 * @module Who gets an enquiry's e-mail: the listing's agent, with the office in copy; a listing without
 * an agent goes to the office. Whoever of them has no address is replaced by the franchise's address
 * from the tenant's site settings (`enquiry_email`), and each replacement is named, so it can be logged.
 */
import type { PropertyDetail } from '../../domain/cms/listingSchemas';

/** The site setting that holds the address enquiries fall back to. */
export const fallbackAddressSetting = 'enquiry_email';

interface EnquiryRecipients {
  to: string;
  cc: string[];
  /** Who had no address and got the fallback instead: 'agent 12', 'office 13'. */
  replaced: string[];
}

/**
 * The recipients, or null when nobody has an address (not even the fallback).
 * @example enquiryRecipients({ agent: { id: 1, email: null }, office: { id: 13, email: 'iroda@x.hu' } }, 'kozpont@x.hu') // { to: 'kozpont@x.hu', cc: ['iroda@x.hu'], replaced: ['agent 1'] }
 */
export function enquiryRecipients(listing: Pick<PropertyDetail, 'agent' | 'office'>, fallback: string | null): EnquiryRecipients | null {
  const replaced: string[] = [];
  const addressOf = (who: string, email: string | null) => {
    const address = email?.trim() || null;
    if (address) return address;
    replaced.push(who);
    return fallback;
  };
  const office = addressOf(`office ${listing.office.id}`, listing.office.email);
  const to = listing.agent ? addressOf(`agent ${listing.agent.id}`, listing.agent.email) : office;
  if (!to) return null;
  const cc = listing.agent && office && office.toLowerCase() !== to.toLowerCase() ? [office] : [];
  return { to, cc, replaced };
}
