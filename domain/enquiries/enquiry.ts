/**
 * @module The enquiry ("Érdeklődöm") a visitor sends about a listing: its fields' limits, the
 * phone number rule and the Hungarian messages. No zod here, so the form can read the limits
 * without loading a schema; the schemas (enquiryFormSchema.ts for the form, cms/leadRequestSchema.ts
 * for the CMS call) are built from these.
 */
import { definiteArticle } from '../helpers/definiteArticle';

export const enquiryLimits = {
  name: { min: 2, max: 100 },
  /** RFC 5321's longest address. */
  email: { max: 254 },
  phone: { max: 30 },
  message: { min: 10, max: 2000 },
} as const;

/** The text fields of the form, each with its Hungarian name and article, as a sentence opens with it. */
const enquiryFieldNames = { name: 'A név', email: 'Az e-mail-cím', phone: 'A telefonszám', message: 'Az üzenet' } as const;
export type EnquiryTextField = keyof typeof enquiryFieldNames;

/**
 * The longest an enquiry is kept, in days: the form's privacy note promises it, and the Cron Trigger
 * deletes older ones (ENQUIRY_RETENTION_DAYS may shorten it, never lengthen it past the promise).
 */
export const enquiryRetentionDays = 180;

/** The privacy note beside the consent checkbox: what the enquiry is used for and how long it is kept. */
export const enquiryPrivacyNote = `Nevét, elérhetőségeit és üzenetét csak az érdeklődés megválaszolására használjuk, és legfeljebb ${enquiryRetentionDays} napig őrizzük meg, utána töröljük.`;

/** The visitor-facing messages of the form's checks and answers. */
export const enquiryMessages = {
  propertyId: 'Az ingatlan azonosítója hiányzik vagy hibás. Kérjük, töltse újra az oldalt.',
  name: 'Adja meg a nevét.',
  nameTooLong: `A név legfeljebb ${enquiryLimits.name.max} karakter lehet.`,
  email: 'Adjon meg egy érvényes e-mail-címet, például nev@example.hu.',
  phone: 'Adjon meg egy érvényes telefonszámot, például +36 30 123 4567.',
  message: 'Írjon néhány szót arról, mit szeretne tudni.',
  messageTooLong: `Az üzenet legfeljebb ${enquiryLimits.message.max} karakter lehet.`,
  consent: 'Az üzenet elküldéséhez fogadja el az adatkezelési tájékoztatót.',
  tooMany: 'Rövid idő alatt túl sok üzenet érkezett Öntől. Kérjük, próbálja újra egy perc múlva.',
  gone: 'Ez az ingatlan már nem szerepel a kínálatban, ezért az üzenetet nem tudtuk továbbítani.',
  failed: 'Az üzenetet most nem sikerült elküldeni. Kérjük, próbálja újra, vagy hívja kollégánkat.',
  invalid: 'Kérjük, javítsa a megjelölt mezőket.',
  unsupportedMediaType: 'Az üzenetet JSON formában kell elküldeni.',
  forbiddenOrigin: 'Az üzenetet csak az oldal saját űrlapjáról lehet elküldeni.',
  tooLarge: 'Az üzenet túl hosszú.',
  idempotencyKey: 'Az Idempotency-Key fejléc 16–128 karakteres azonosító lehet, csak betűkkel, számjegyekkel, kötőjellel és aláhúzással. Kérjük, töltse újra az oldalt.',
  idempotencyKeyReused: 'Ezzel az Idempotency-Key azonosítóval már egy másik üzenet érkezett. Kérjük, töltse újra az oldalt, és küldje el újra.',
} as const;

/** The header that names one submission of the form: a retry of it carries the same key, another submission a new one. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** A key as the form makes it (a UUID) or any client like it: 16 to 128 letters, digits, `-` and `_`. */
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The submission's key from its Idempotency-Key header: null without one, `invalid` when it is not a key by
 * idempotencyKeyPattern. A structured-field string (in double quotes) is read without its quotes.
 * @example idempotencyKeyOf('"8e03978e-40d5-43e8-bc93-6894a57f9324"') // '8e03978e-40d5-43e8-bc93-6894a57f9324'
 * @example idempotencyKeyOf('x'.repeat(129)) // 'invalid'
 */
export function idempotencyKeyOf(header: string | undefined): string | null | 'invalid' {
  if (header === undefined) return null;
  const key = /^"(.*)"$/.exec(header.trim())?.[1] ?? header.trim();
  return idempotencyKeyPattern.test(key) ? key : 'invalid';
}

/**
 * Identical enquiries (same site, listing, e-mail address and message) within this many seconds are one:
 * a form sent again, a double click, a retry without its key, makes no second enquiry and no second e-mail.
 */
export const duplicateEnquiryWindowSeconds = 600;

/**
 * The message naming a text field that holds a control character.
 * @example controlCharacterMessage('name') // 'A név nem tartalmazhat vezérlőkaraktert.'
 */
export function controlCharacterMessage(field: EnquiryTextField): string {
  return `${enquiryFieldNames[field]} nem tartalmazhat vezérlőkaraktert.`;
}

/** C0 controls, DEL and C1 controls: what a terminal, a mail header or a log line would obey. */
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
const controlCharactersButNewline = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/**
 * True when the text holds no control character; `newlines` lets a line feed through (the message's lines).
 * @example isFreeOfControlCharacters('Béla\u001b]0;x\u0007') // false
 * @example isFreeOfControlCharacters('első sor\nmásodik', { newlines: true }) // true
 */
export function isFreeOfControlCharacters(text: string, options: { newlines?: boolean } = {}): boolean {
  return !(options.newlines ? controlCharactersButNewline : controlCharacters).test(text);
}

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
