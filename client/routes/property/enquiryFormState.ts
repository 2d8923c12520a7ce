/**
 * @module The enquiry form's state and its submission: what the visitor typed, the messages beside the
 * fields, checked with the same zod/mini schema the worker uses (domain/enquiries/enquiryFormSchema.ts,
 * loaded when the visitor starts filling the form in), nothing sent while a field is wrong, and the
 * thank-you once the enquiry is taken (enquirySending.ts). A failure is said in the snackbar and what the
 * visitor wrote stays in the form; the form closes its message when it is sent again, so an old error
 * never stays beside the thank-you.
 */
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { AgentSummary, OfficeSummary } from '../../../domain/cms/refSchemas';
import { enquiryStartMessage } from '../../../domain/enquiries/enquiry';
import { enquiryThanks, type EnquiryThanks } from '../../../domain/enquiries/enquiryThanks';
import type { EnquiryField } from '../../../domain/enquiries/enquiryFormSchema';
import { useSnackbar } from '../../snackbar/Snackbar';
import { type EnquiryAnswer, type EnquiryErrors, type EnquirySubmission, enquiryFieldOrder, enquiryNotice, enquirySubmission, sendEnquiry } from './enquirySending';

/** What the form needs of the listing: what it is, and who answers (the agent, else the office). */
export interface EnquiryListing {
  id: number;
  name: string;
  agent: Pick<AgentSummary, 'fullname' | 'phone'> | null;
  office: Pick<OfficeSummary, 'name' | 'phone'>;
}

interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  /** The honeypot: people never see it. */
  trap: string;
}

export interface EnquiryFormState {
  values: EnquiryValues;
  errors: EnquiryErrors;
  sending: boolean;
  /** The thank-you shown in the form's place once the enquiry is taken. */
  thanks: EnquiryThanks | null;
  form: RefObject<HTMLFormElement | null>;
  change: <K extends keyof EnquiryValues>(key: K, value: EnquiryValues[K]) => void;
  /** Re-checks one field as it is left, so its message follows the text. */
  recheck: (field: EnquiryField) => void;
  submit: (event: FormEvent) => Promise<void>;
  /** "Új üzenet küldése": an empty form again, its first field focused once it is shown. */
  another: () => void;
  /** Loads the schema on the form's first focus, so the first check does not wait for it. */
  prepare: () => void;
}

const loadSchema = () => import('../../../domain/enquiries/enquiryFormSchema');

export function useEnquiryForm(listing: EnquiryListing): EnquiryFormState {
  const { show, close } = useSnackbar();
  const emptyValues: EnquiryValues = { name: '', email: '', phone: '', message: enquiryStartMessage(listing), consent: false, trap: '' };
  const [values, setValues] = useState<EnquiryValues>(emptyValues);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const [thanks, setThanks] = useState<EnquiryThanks | null>(null);
  // Set by "Új üzenet küldése": the new, empty form's first field takes focus once it is shown.
  const focusNameOnShow = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // The last submission not yet taken: sent again unchanged (after a failure), it keeps its Idempotency-Key.
  const submission = useRef<EnquirySubmission | null>(null);
  // Whether this form's error is in the snackbar: closed when the form is sent again (navigation closes it
  // too). Errors stay until closed; a message another part showed since is closed with it, which the
  // snackbar's API cannot tell apart without bytes the first load does not have (decision record 014).
  const noticeShown = useRef(false);
  const withdrawNotice = () => {
    if (noticeShown.current) close();
    noticeShown.current = false;
  };
  const tell = (answer: EnquiryAnswer) => {
    const notice = enquiryNotice(answer);
    noticeShown.current = notice !== null;
    if (notice !== null) show(notice, 'error');
  };

  useEffect(() => {
    if (thanks || !focusNameOnShow.current) return;
    focusNameOnShow.current = false;
    form.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  }, [thanks]);

  const input = (next: EnquiryValues) => ({
    property_id: listing.id,
    name: next.name,
    email: next.email,
    phone: next.phone,
    message: next.message,
    consent: next.consent,
  });

  /** Re-checks one field as it is left or changed (after a first try), so its message follows the text. */
  const recheck = async (field: EnquiryField, next: EnquiryValues) => {
    const { checkEnquiry } = await loadSchema();
    const result = checkEnquiry(input(next));
    const message = result.ok ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const change = <K extends keyof EnquiryValues>(key: K, value: EnquiryValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    const field = enquiryFieldOrder.find((f) => f === key);
    if (field && (tried || errors[field] !== undefined)) void recheck(field, next);
  };

  /** Each wrong field's message beside it, the first wrong field focused, and the snackbar's summary. */
  const markWrong = (found: EnquiryErrors) => {
    setErrors(found);
    const first = enquiryFieldOrder.find((f) => found[f] !== undefined);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    tell({ kind: 'invalid', errors: found });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    withdrawNotice();
    setTried(true);
    const { checkEnquiry } = await loadSchema();
    const checked = checkEnquiry(input(values));
    if (!checked.ok) {
      markWrong(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    submission.current = enquirySubmission(submission.current, checked.data, values.trap);
    const answer = await sendEnquiry(submission.current);
    setSending(false);
    if (answer.kind === 'taken') {
      submission.current = null;
      setThanks(enquiryThanks({ visitorName: checked.data.name, agentName: listing.agent?.fullname ?? null, officeName: listing.office.name, phoneGiven: Boolean(checked.data.phone) }));
      setValues(emptyValues);
      setTried(false);
    } else if (answer.kind === 'invalid') markWrong(answer.errors);
    else tell(answer);
  };

  const another = () => {
    focusNameOnShow.current = true;
    setThanks(null);
  };

  return { values, errors, sending, thanks, form, change, recheck: (field) => void recheck(field, values), submit, another, prepare: () => void loadSchema() };
}
