/**
 * @module The lasting thank-you that replaces the enquiry form once the site has taken an enquiry: whom it
 * goes to and how they will answer. Only what the site knows: the enquiry is recorded and then e-mailed to the
 * listing's agent (or, without one, to the office); no promise of when they will call.
 */
import { definiteArticleBefore } from '../helpers/definiteArticle';

interface EnquiryThanksInput {
  /** The visitor's name as they wrote it in the form. */
  visitorName: string;
  /** The listing's agent, or null when the listing has none (the office answers). */
  agentName: string | null;
  officeName: string;
  /** Whether the visitor gave a phone number, so the answer may come by phone too. */
  phoneGiven: boolean;
}

export interface EnquiryThanks {
  title: string;
  text: string;
}

/**
 * The thank-you's title and text.
 * @example enquiryThanks({ visitorName: 'Szabó Eszter', agentName: 'Kiss Anna', officeName: 'Immo1 Szeged', phoneGiven: true }).text
 * // 'Üzenetét megkaptuk, és továbbítjuk Kiss Anna kollégánknak, aki telefonon vagy e-mailben keresi Önt.'
 */
export function enquiryThanks({ visitorName, agentName, officeName, phoneGiven }: EnquiryThanksInput): EnquiryThanks {
  const name = visitorName.trim().replace(/\s+/g, ' ');
  const how = phoneGiven ? 'telefonon vagy e-mailben' : 'e-mailben';
  const office = officeName.trim();
  const text = agentName?.trim()
    ? `Üzenetét megkaptuk, és továbbítjuk ${agentName.trim()} kollégánknak, aki ${how} keresi Önt.`
    : `Üzenetét megkaptuk, és továbbítjuk ${definiteArticleBefore(office)} ${office} munkatársainak, akik ${how} keresik Önt.`;
  return { title: name ? `Köszönjük, ${name}!` : 'Köszönjük!', text };
}

/** The line under the thank-you for a visitor in a hurry, before the phone number. */
export const enquiryUrgentCall = 'Ha sürgős, hívja:';

/** The button that brings back an empty form. */
export const enquiryAnotherLabel = 'Új üzenet küldése';
