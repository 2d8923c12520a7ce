/**
 * @module The back office's built-in CMS answering in the test's own isolate, as the site's BACK_OFFICE
 * binding: the same code as the back office worker's fetch (backOffice/index.ts), over the bindings a test
 * gives it (a counting D1, say), so worker tests read the database they reset. The end-to-end tests run
 * the real binding between two workers (wrangler dev).
 */
import { answerCmsCall } from '../../backOffice/index';
import type { BackOfficeBindings, Bindings } from '../env';

/** A BACK_OFFICE binding that answers with the back office's code over `bindings`. */
export function inProcessBackOffice(bindings: BackOfficeBindings): Fetcher {
  return {
    fetch: (input, init) => answerCmsCall(new Request(input, init), bindings),
    connect: () => {
      throw new Error('The back office answers HTTP only');
    },
  };
}

/** `bindings` with their own in-process back office: its CMS reads their D1. */
export function withBackOffice<B extends Bindings & Pick<BackOfficeBindings, 'ENQUIRY_EMAIL' | 'ALERT_EMAIL'>>(bindings: B): B {
  return { ...bindings, BACK_OFFICE: inProcessBackOffice(bindings) };
}
