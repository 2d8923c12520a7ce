/**
 * @module The enquiry ("Érdeklődöm") a visitor sends about a listing: its fields' limits, the
 * phone number rule and the Hungarian messages. No zod here, so the form can read the limits
 * without loading a schema; the schemas (enquiryFormSchema.ts for the form, cms/leadRequestSchema.ts
 * for the CMS call) are built from these.
 */
import { definiteArticle } from './definiteArticle';

export const enquiryLimits = {
  name: { min: 2, max: 100 },
  /** RFC 5321's longest address. */
  email: { max: 254 },
  phone: { max: 30 },
  message: { min: 10, max: 2000 },
} as const;

/** The visitor-facing messages of the form's checks and answers. */
export const enquiryMessages = {
  name: 'Adja meg a nevét.',
  nameTooLong: `A név legfeljebb ${enquiryLimits.name.max} karakter lehet.`,
  email: 'Adjon meg egy érvényes e-mail-címet, például nev@example.hu.',
  phone: 'Adjon meg egy érvényes telefonszámot, például +36 30 123 4567.',
  message: 'Írjon néhány szót arról, mit szeretne tudni.',
  messageTooLong: `Az üzenet legfeljebb ${enquiryLimits.message.max} karakter lehet.`,
  consent: 'Az üzenet elküldéséhez fogadja el az adatkezelési tájékoztatót.',
  sent: 'Köszönjük! Üzenetét megkaptuk, kollégánk hamarosan keresni fogja.',
  tooMany: 'Rövid idő alatt túl sok üzenet érkezett Öntől. Kérjük, próbálja újra egy perc múlva.',
  gone: 'Ez az ingatlan már nem szerepel a kínálatban, ezért az üzenetet nem tudtuk továbbítani.',
  failed: 'Az üzenetet most nem sikerült elküldeni. Kérjük, próbálja újra, vagy hívja kollégánkat.',
  invalid: 'Kérjük, javítsa a megjelölt mezőket.',
} as const;

/** The hidden field people never see and bots fill in: a filled one marks the sender as a bot. */
export const honeypotField = 'weboldal';

/**
 * A phone number as people write it: digits with spaces, dashes, dots, slashes or brackets
 * between them, optionally after + or 00; 8 to 15 digits (E.164's most).
 * @example isPhoneNumber('+36 30 123 4567') // true
 * @example isPhoneNumber('06-1/234-5678') // true
 */
export function isPhoneNumber(text: string): boolean {
  const compact = text.trim();
  if (!/^(\+|00)?[\d\s().\/-]+$/.test(compact)) return false;
  const digits = compact.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15;
}

/**
 * The message the form starts with: names the listing, so the agent knows which one it is about; the
 * article fits the number as it is read (az 1128., a 2085.).
 * @example enquiryStartMessage({ id: 12, name: 'Napfényes lakás' }) // 'Érdeklődöm a 12. számú ingatlan iránt: Napfényes lakás.'
 */
export function enquiryStartMessage(listing: { id: number; name: string }): string {
  return `Érdeklődöm ${definiteArticle(listing.id)} ${listing.id}. számú ingatlan iránt: ${listing.name}.`;
}
