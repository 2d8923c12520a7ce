/**
 * @module The enquiry form's schema (zod/mini, Hungarian messages): the browser checks the form with
 * it before sending (loaded only when the visitor starts filling it in), and the worker checks what
 * arrives at POST /api/site/leads with the same rules.
 */
import * as z from 'zod/mini';
import {
  controlCharacterMessage,
  type EnquiryTextField,
  enquiryLimits as limits,
  enquiryMessages as messages,
  isFreeOfControlCharacters,
  isPhoneNumber,
} from './enquiry';

/**
 * A text field, trimmed, that refuses control characters naming the field (only the message keeps its
 * line feeds): they would reach an agent's mail headers and an operator's terminal. Checked first, so
 * the visitor reads why; `abort` keeps the other checks from adding a second message.
 */
const text = (field: EnquiryTextField, missing: string) =>
  z.string(missing).check(z.trim(), z.refine((v) => isFreeOfControlCharacters(v, { newlines: field === 'message' }), { message: controlCharacterMessage(field), abort: true }));

export const enquiryFormSchema = z.object({
  property_id: z.int(messages.propertyId).check(z.positive(messages.propertyId)),
  name: text('name', messages.name).check(z.minLength(limits.name.min, messages.name), z.maxLength(limits.name.max, messages.nameTooLong)),
  email: z.pipe(text('email', messages.email), z.email(messages.email).check(z.maxLength(limits.email.max, messages.email))),
  /** Optional: empty is fine. */
  phone: text('phone', messages.phone).check(z.maxLength(limits.phone.max, messages.phone), z.refine((v) => v === '' || isPhoneNumber(v), messages.phone)),
  message: text('message', messages.message).check(z.minLength(limits.message.min, messages.message), z.maxLength(limits.message.max, messages.messageTooLong)),
  consent: z.literal(true, messages.consent),
}, messages.invalid);
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
/** A form field the checks can name. */
export type EnquiryField = keyof EnquiryForm;

const fields = new Set<string>(Object.keys(enquiryFormSchema.shape));
function isEnquiryField(key: PropertyKey | undefined): key is EnquiryField {
  return typeof key === 'string' && fields.has(key);
}

type EnquiryCheck = { ok: true; data: EnquiryForm } | { ok: false; errors: Partial<Record<EnquiryField, string>> };

/**
 * The form checked: its clean values, or each wrong field's first message.
 * @example checkEnquiry({ ...form, email: 'x' }) // { ok: false, errors: { email: 'Adjon meg egy érvényes e-mail-címet, …' } }
 */
export function checkEnquiry(input: unknown): EnquiryCheck {
  const parsed = z.safeParse(enquiryFormSchema, input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isEnquiryField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
