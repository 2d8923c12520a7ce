/**
 * @module The enquiry form's schema (zod/mini, Hungarian messages): the browser checks the form with
 * it before sending (loaded only when the visitor starts filling it in), and the worker checks what
 * arrives at POST /api/site/leads with the same rules.
 */
import * as z from 'zod/mini';
import { enquiryLimits as limits, enquiryMessages as messages, isPhoneNumber } from './enquiry';

const trimmed = () => z.string().check(z.trim());

export const enquiryFormSchema = z.object({
  property_id: z.int().check(z.positive()),
  name: trimmed().check(z.minLength(limits.name.min, messages.name), z.maxLength(limits.name.max, messages.nameTooLong)),
  email: z.pipe(trimmed(), z.email(messages.email).check(z.maxLength(limits.email.max, messages.email))),
  /** Optional: empty is fine. */
  phone: trimmed().check(z.maxLength(limits.phone.max, messages.phone), z.refine((v) => v === '' || isPhoneNumber(v), messages.phone)),
  message: trimmed().check(z.minLength(limits.message.min, messages.message), z.maxLength(limits.message.max, messages.messageTooLong)),
  consent: z.literal(true, messages.consent),
});
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
/** A form field the checks can name. */
export type EnquiryField = keyof EnquiryForm;

const fields = new Set<string>(Object.keys(enquiryFormSchema.shape));
function isEnquiryField(key: PropertyKey | undefined): key is EnquiryField {
  return typeof key === 'string' && fields.has(key);
}

export type EnquiryCheck = { ok: true; data: EnquiryForm } | { ok: false; errors: Partial<Record<EnquiryField, string>> };

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
