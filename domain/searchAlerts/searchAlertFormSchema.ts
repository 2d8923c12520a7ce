/**
 * @module The alert form's schema (zod/mini, Hungarian messages naming each field): what arrives at
 * POST /api/site/search-alerts. The query is the search page's own (page units), read with the search's
 * reader: a query it cannot read is refused, not saved half.
 */
import * as z from 'zod/mini';
import { enquiryLimits, isFreeOfControlCharacters } from '../enquiries/enquiry';
import { alertFrequencies, alertMessages as messages, alertQueryTooLarge, digestStatementParameters, maxAlertQueryLength } from './searchAlert';
import { leastFilterParameters, maxBoundParameters } from '../search/filterParameters';
import { searchFilterFields } from '../search/searchFilter';
import { queryString, queryValuesOf, readSearchQuery, type SearchFilter, writeSearchQuery } from '../search/searchFilterQuery';

const frequencyValues = alertFrequencies.map((f) => f.value);

/**
 * Why the digest could not run this saved search, in Hungarian naming the field that asks the most; null when
 * it can: its fewest bound parameters must fit in what D1's limit leaves the digest's statement (`budget`).
 * @example alertFilterProblem(filter, 95) // null
 */
export function alertFilterProblem(filter: SearchFilter, budget = maxBoundParameters - digestStatementParameters): string | null {
  const least = leastFilterParameters(filter);
  if (least.total <= budget) return null;
  const label = searchFilterFields.find((f) => f.param === least.most)?.label ?? 'Keresés';
  return alertQueryTooLarge(label);
}

/**
 * The search query as the alert keeps it: read as /kereses reads it, then written back without its
 * order and page (an alert is about what appears, not one page of it); or why it cannot be kept.
 */
function normalizedAlertQuery(text: string): { query: string } | { problem: string } {
  const read = readSearchQuery(queryValuesOf(new URLSearchParams(text.replace(/^\?/, ''))), 'page');
  if (read.problems.length > 0 || read.unknown.length > 0) return { problem: messages.query };
  const tooLarge = alertFilterProblem(read.query.filter);
  if (tooLarge !== null) return { problem: tooLarge };
  return { query: queryString(writeSearchQuery({ ...read.query, sort: 'newest', page: 1 }, 'page')) };
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
        if ('problem' in normalized) {
          ctx.issues.push({ code: 'custom', message: normalized.problem, input: text });
          return z.NEVER;
        }
        return normalized.query;
      }),
    ),
  },
  messages.invalid,
);

export const alertFrequencySchema = z.enum(frequencyValues, messages.frequency);
