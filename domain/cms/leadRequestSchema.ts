/**
 * @module POST /api/cms/leads: the body the CMS validates (zod/mini, like every request schema of
 * the worker: docs/decisions/009). The same limits, phone rule and refusal of control characters as the
 * visitor's form (domain/enquiries/enquiry.ts); the messages are the API's own (English), as in every CMS 400 answer.
 * The site an enquiry came through is not in the body: the CMS reads it from the request's host.
 */
import * as z from 'zod/mini';
import { enquiryLimits as limits, honeypotField, isFreeOfControlCharacters, isPhoneNumber } from '../enquiries/enquiry';
import { positiveIntJson, unitBodyFields, withUnit } from './requestSchemas';

const noControls = z.refine<string>((v) => isFreeOfControlCharacters(v), 'must not contain control characters');
const noControlsButNewlines = z.refine<string>((v) => isFreeOfControlCharacters(v, { newlines: true }), 'must not contain control characters other than line feeds');

export const leadBodySchema = withUnit(
  z.object({
    ...unitBodyFields,
    property_id: positiveIntJson,
    name: z.string().check(z.trim(), noControls, z.minLength(limits.name.min), z.maxLength(limits.name.max)),
    email: z.pipe(z.string().check(z.trim(), noControls, z.maxLength(limits.email.max)), z.email('must be an e-mail address')),
    phone: z._default(
      z.nullable(z.string().check(z.trim(), noControls, z.maxLength(limits.phone.max), z.refine(isPhoneNumber, 'must be a phone number, such as +36 30 123 4567'))),
      null,
    ),
    message: z.string().check(z.trim(), noControlsButNewlines, z.minLength(limits.message.min), z.maxLength(limits.message.max)),
    consent: z.literal(true, 'the visitor must accept the privacy policy'),
    /** The form's hidden honeypot: a bot fills it in, and then nothing is stored. */
    [honeypotField]: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
  }),
  true,
);
