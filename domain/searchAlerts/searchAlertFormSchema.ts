/**
 * @module The alert form's schema (zod/mini, Hungarian messages naming each field): what arrives at
 * POST /api/site/search-alerts. The query is the search page's own (page units), read with the search's
 * reader: a query it cannot read is refused, not saved half.
 */
import * as z from 'zod/mini';
import { enquiryLimits, isFreeOfControlCharacters } from '../enquiries/enquiry';
import { alertFrequencies, alertMessages as messages, maxAlertQueryLength } from './searchAlert';
import { queryString, queryValuesOf, readSearchQuery, writeSearchQuery } from '../search/searchFilterQuery';

const frequencyValues = alertFrequencies.map((f) => f.value);

/**
 * The search query as the alert keeps it: read as /kereses reads it, then written back without its
 * order and page (an alert is about what appears, not one page of it).
 */
function normalizedAlertQuery(text: string): string | null {
  const read = readSearchQuery(queryValuesOf(new URLSearchParams(text.replace(/^\?/, ''))), 'page');
  if (read.problems.length > 0 || read.unknown.length > 0) return null;
  return queryString(writeSearchQuery({ ...read.query, sort: 'newest', page: 1 }, 'page'));
}

export const searchAlertFormSchema = z.object(
  {
    email: z.pipe(
      z.string(messages.email).check(z.trim(), z.refine((v) => isFreeOfControlCharacters(v, { newlines: false }), { message: messages.email, abort: true })),
      z.email(messages.email).check(z.maxLength(enquiryLimits.email.max, messages.email)),
    ),
    frequency: z.enum(frequencyValues, messages.frequency),
    query: z.pipe(
      z.string(messages.query).check(z.maxLength(maxAlertQueryLength, messages.query)),
      z.transform((text: string, ctx) => {
        const normalized = normalizedAlertQuery(text);
        if (normalized === null) {
          ctx.issues.push({ code: 'custom', message: messages.query, input: text });
          return z.NEVER;
        }
        return normalized;
      }),
    ),
  },
  messages.invalid,
);

export const alertFrequencySchema = z.enum(frequencyValues, messages.frequency);
