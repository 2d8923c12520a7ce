/**
 * @module POST /api/cms/leads: the body the CMS validates (zod/mini, like every request schema of
 * the worker: docs/decisions/009). The same limits and phone rule as the visitor's form (domain/enquiry.ts); the
 * messages are the API's own (English), as in every CMS 400 answer.
 */
import * as z from 'zod/mini';
import { enquiryLimits as limits, isPhoneNumber } from '../enquiry';
import { isValidSubdomain } from '../host';
import { positiveIntJson, unitBodyFields, withUnit } from './requestSchemas';

export const leadBodySchema = withUnit(
  z.object({
    ...unitBodyFields,
    property_id: positiveIntJson,
    name: z.string().check(z.trim(), z.minLength(limits.name.min), z.maxLength(limits.name.max)),
    email: z.pipe(z.string().check(z.trim(), z.maxLength(limits.email.max)), z.email('must be an e-mail address')),
    phone: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(limits.phone.max), z.refine(isPhoneNumber, 'must be a phone number, such as +36 30 123 4567'))),
      null,
    ),
    message: z.string().check(z.trim(), z.minLength(limits.message.min), z.maxLength(limits.message.max)),
    consent: z.literal(true, 'the visitor must accept the privacy policy'),
    source_url: z._default(z.nullable(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))), null),
    subdomain: z._default(z.nullable(z.string().check(z.refine(isValidSubdomain, 'must be a lower-case DNS label such as immo1'))), null),
  }),
  true,
);
