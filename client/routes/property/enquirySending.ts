/**
 * @module An enquiry's way to the site's API (POST /api/site/leads, worker/siteApi/enquiryRoutes.ts) and
 * what the answer means for the form: taken (202), fields the worker found wrong (400, a message for each),
 * or a failure, said with the answer's own message when it has one. Each submission carries an
 * Idempotency-Key: sent again after a failure it keeps it, so the worker answers a retry of an enquiry it
 * has already taken like the first time instead of recording a second one.
 */
import { enquiryMessages, honeypotField, idempotencyKeyHeader } from '../../../domain/enquiries/enquiry';
import type { EnquiryField, EnquiryForm as CheckedEnquiry } from '../../../domain/enquiries/enquiryFormSchema';
import { siteApiPath } from '../../../domain/site/siteApiPaths';

/** Where the site takes enquiries. */
export const enquiryEndpoint = siteApiPath('leads');

/** The messages beside the fields, by field. */
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** The fields in their order in the form: the first wrong one takes the focus. */
export const enquiryFieldOrder: readonly EnquiryField[] = ['name', 'email', 'phone', 'message', 'consent'];

/** What an attempt to send came to: taken, refused for its fields (by the form's check or the worker), or failed. */
export type EnquiryAnswer = { kind: 'taken' } | { kind: 'invalid'; errors: EnquiryErrors } | { kind: 'failed'; message: string };

/** The answer's `message` (every error answer of the endpoint has one), or the fallback. */
async function answerMessage(response: Response, fallback: string): Promise<string> {
  const json: unknown = await response.json().catch(() => null);
  return typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string' ? json.message : fallback;
}

/** The fields a 400 answer names, with their messages; a field the form does not have is left out. */
async function answerErrors(response: Response): Promise<EnquiryErrors> {
  const json: unknown = await response.json().catch(() => null);
  const fields = typeof json === 'object' && json !== null && 'fields' in json && Array.isArray(json.fields) ? json.fields : [];
  const errors: EnquiryErrors = {};
  for (const item of fields) {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) continue;
    const known = enquiryFieldOrder.find((f) => f === item.field);
    if (known && typeof item.message === 'string') errors[known] = item.message;
  }
  return errors;
}

/** What the endpoint's answer means for the form. */
export async function readEnquiryAnswer(response: Response): Promise<EnquiryAnswer> {
  if (response.status === 202) return { kind: 'taken' };
  if (response.status === 400) return { kind: 'invalid', errors: await answerErrors(response) };
  return { kind: 'failed', message: await answerMessage(response, enquiryMessages.failed) };
}

/**
 * What the snackbar says after an attempt: nothing once the enquiry is taken (the thank-you stands in the
 * form's place), the summary when fields are wrong (their own messages sit beside them), else the failure.
 */
export function enquiryNotice(answer: EnquiryAnswer): string | null {
  if (answer.kind === 'taken') return null;
  return answer.kind === 'invalid' ? enquiryMessages.invalid : answer.message;
}

/** One submission of the form: the body it sends and its Idempotency-Key. */
export interface EnquirySubmission {
  body: string;
  key: string;
}

/** 32 random hex digits (getRandomValues, unlike randomUUID, works on a plain-http page too). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The submission of an enquiry the form has checked, with what the honeypot holds (people leave it empty,
 * bots fill it in): `previous` again when it sends the same (a retry keeps its key), else one with a new key.
 */
export function enquirySubmission(previous: EnquirySubmission | null, enquiry: CheckedEnquiry, trap: string): EnquirySubmission {
  const body = JSON.stringify({ ...enquiry, [honeypotField]: trap });
  return previous?.body === body ? previous : { body, key: newIdempotencyKey() };
}

/** Sends a submission; a network failure is a failure like any other. */
export async function sendEnquiry(submission: EnquirySubmission): Promise<EnquiryAnswer> {
  try {
    const response = await fetch(enquiryEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [idempotencyKeyHeader]: submission.key },
      body: submission.body,
    });
    return await readEnquiryAnswer(response);
  } catch {
    return { kind: 'failed', message: enquiryMessages.failed };
  }
}
