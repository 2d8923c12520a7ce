/**
 * @module POST /api/cms/leads: the body the CMS validates (full zod: only the worker imports this
 * at run time). The same limits and phone rule as the visitor's form (domain/enquiry.ts); the
 * messages are the API's own (English), as in every CMS 400 answer.
 */
import * as z from 'zod';
import { enquiryLimits as limits, isPhoneNumber } from '../enquiry';
import { isValidSubdomain } from '../host';
import { positiveIntJson, unitBodyFields, withUnit } from './requestSchemas';

export const leadBodySchema = withUnit(
  z.object({
    ...unitBodyFields,
    property_id: positiveIntJson,
    name: z.string().trim().min(limits.name.min).max(limits.name.max),
    email: z.string().trim().max(limits.email.max).pipe(z.email('must be an e-mail address')),
    phone: z
      .string()
      .trim()
      .max(limits.phone.max)
      .refine(isPhoneNumber, 'must be a phone number, such as +36 30 123 4567')
      .nullable()
      .default(null),
    message: z.string().trim().min(limits.message.min).max(limits.message.max),
    consent: z.literal(true, 'the visitor must accept the privacy policy'),
    source_url: z.url({ protocol: /^https?$/ }).max(2048).nullable().default(null),
    subdomain: z.string().refine(isValidSubdomain, 'must be a lower-case DNS label such as immo1').nullable().default(null),
  }),
  true,
);
