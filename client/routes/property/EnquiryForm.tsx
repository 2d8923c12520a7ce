/**
 * @module The enquiry form ("Érdeklődöm"): name, e-mail, phone, a message that names the listing,
 * and consent to the privacy policy. Checked with the same zod/mini schema the worker uses
 * (domain/enquiries/enquiryFormSchema.ts, loaded when the visitor starts filling it in), messages beside the
 * fields, nothing sent while a field is wrong; sent to POST /api/site/leads. Once taken, a lasting thank-you
 * (domain/enquiries/enquiryThanks.ts) replaces the form and takes focus, with a button for an empty form; a failure
 * is said in the snackbar and what the visitor wrote stays in the form.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AgentSummary, OfficeSummary } from '../../../domain/cms/refSchemas';
import { telHref } from '../../../domain/network/contactLinks';
import { enquiryLimits, enquiryMessages, enquiryPrivacyNote, enquiryStartMessage, honeypotField } from '../../../domain/enquiries/enquiry';
import { enquiryAnotherLabel, enquiryThanks, enquiryUrgentCall, type EnquiryThanks } from '../../../domain/enquiries/enquiryThanks';
import type { EnquiryField } from '../../../domain/enquiries/enquiryFormSchema';
import { siteApiPath } from '../../../domain/site/siteApiPaths';
import { useSnackbar } from '../../snackbar/Snackbar';
import { useSiteState } from '../../site/SiteContext';
import * as formStyles from './enquiryForm.css';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';

/** Where the site takes enquiries (worker/siteApi/enquiryRoutes.ts). */
export const enquiryEndpoint = siteApiPath('leads');

type Errors = Partial<Record<EnquiryField, string>>;

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  /** The honeypot: people never see it. */
  trap: string;
}

const loadSchema = () => import('../../../domain/enquiries/enquiryFormSchema');

/** The answer's `message` (every error answer of the endpoint has one), or the fallback. */
async function answerMessage(response: Response, fallback: string): Promise<string> {
  const json: unknown = await response.json().catch(() => null);
  return typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string' ? json.message : fallback;
}

const fieldOrder: readonly EnquiryField[] = ['name', 'email', 'phone', 'message', 'consent'];

/** The fields a 400 answer names, with their messages. */
async function answerErrors(response: Response): Promise<Errors> {
  const json: unknown = await response.json().catch(() => null);
  const fields = typeof json === 'object' && json !== null && 'fields' in json && Array.isArray(json.fields) ? json.fields : [];
  const errors: Errors = {};
  for (const item of fields) {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) continue;
    const known = fieldOrder.find((f) => f === item.field);
    if (known && typeof item.message === 'string') errors[known] = item.message;
  }
  return errors;
}

/** What the form needs of the listing: what it is, and who answers (the agent, else the office). */
export interface EnquiryListing {
  id: number;
  name: string;
  agent: Pick<AgentSummary, 'fullname' | 'phone'> | null;
  office: Pick<OfficeSummary, 'name' | 'phone'>;
}

/** The thank-you that stays in the form's place, its title focused so a screen reader says it at once. */
function Thanks({ thanks, phone, onAnother }: { thanks: EnquiryThanks; phone: string | null; onAnother: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The shorter thank-you can leave the view where the form's button was: brought in whole, clear of the fixed bars.
    title.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className={formStyles.thanks} data-enquiry-thanks="">
      <h3 ref={title} id="erdeklodes-koszonet" className={formStyles.thanksTitle} tabIndex={-1}>
        <Icon name="check" size={22} />
        {thanks.title}
      </h3>
      <p className={formStyles.thanksText}>{thanks.text}</p>
      {phone && (
        <p className={formStyles.thanksText}>
          {enquiryUrgentCall} <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="button" className={styles.primaryButton} onClick={onAnother}>
          {enquiryAnotherLabel}
        </button>
      </div>
    </div>
  );
}

export function EnquiryForm({ listing }: { listing: EnquiryListing }) {
  const { policyUrl } = useSiteState();
  const { show } = useSnackbar();
  const startMessage = enquiryStartMessage(listing);
  const emptyValues: Values = { name: '', email: '', phone: '', message: startMessage, consent: false, trap: '' };
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const [thanks, setThanks] = useState<EnquiryThanks | null>(null);
  // Set by "Új üzenet küldése": the new, empty form's first field takes focus once it is shown.
  const focusNameOnShow = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (thanks || !focusNameOnShow.current) return;
    focusNameOnShow.current = false;
    form.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  }, [thanks]);

  const input = (next: Values) => ({
    property_id: listing.id,
    name: next.name,
    email: next.email,
    phone: next.phone,
    message: next.message,
    consent: next.consent,
  });

  /** Re-checks one field as it is left or changed (after a first try), so its message follows the text. */
  const recheck = async (field: EnquiryField, next: Values) => {
    const { checkEnquiry } = await loadSchema();
    const result = checkEnquiry(input(next));
    const message = result.ok ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    const field = fieldOrder.find((f) => f === key);
    if (field && (tried || errors[field] !== undefined)) void recheck(field, next);
  };

  const focusField = (field: EnquiryField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    const { checkEnquiry } = await loadSchema();
    const checked = checkEnquiry(input(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = fieldOrder.find((f) => checked.errors[f] !== undefined);
      if (first) focusField(first);
      show(enquiryMessages.invalid, 'error');
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch(enquiryEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...checked.data, [honeypotField]: values.trap }),
      });
      if (response.status === 202) {
        setThanks(enquiryThanks({ visitorName: checked.data.name, agentName: listing.agent?.fullname ?? null, officeName: listing.office.name, phoneGiven: Boolean(checked.data.phone) }));
        setValues(emptyValues);
        setTried(false);
        return;
      }
      if (response.status === 400) {
        const named = await answerErrors(response);
        setErrors(named);
        const first = fieldOrder.find((f) => named[f] !== undefined);
        if (first) focusField(first);
        show(enquiryMessages.invalid, 'error');
        return;
      }
      show(await answerMessage(response, enquiryMessages.failed), 'error');
    } catch {
      show(enquiryMessages.failed, 'error');
    } finally {
      setSending(false);
    }
  };

  const described = (field: EnquiryField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `erdeklodes-${field}-hiba` } : { 'aria-invalid': false as const };
  const message = (field: EnquiryField) =>
    errors[field] && (
      <p id={`erdeklodes-${field}-hiba`} className={formStyles.error}>
        <Icon name="alert-circle" size={16} />
        {errors[field]}
      </p>
    );

  if (thanks) {
    const another = () => {
      focusNameOnShow.current = true;
      setThanks(null);
    };
    return <Thanks thanks={thanks} phone={listing.agent?.phone ?? listing.office.phone} onAnother={another} />;
  }

  return (
    <form ref={form} className={formStyles.form} onSubmit={(e) => void submit(e)} onFocus={() => void loadSchema()} noValidate aria-label="Érdeklődés az ingatlan iránt">
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="erdeklodes-name">
          Név
        </label>
        <input id="erdeklodes-name" name="name" className={formStyles.input} autoComplete="name" required maxLength={enquiryLimits.name.max} value={values.name} onChange={(e) => change('name', e.target.value)} onBlur={() => values.name && void recheck('name', values)} {...described('name')} />
        {message('name')}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="erdeklodes-email">
          E-mail-cím
        </label>
        <input id="erdeklodes-email" name="email" type="email" inputMode="email" className={formStyles.input} autoComplete="email" required maxLength={enquiryLimits.email.max} value={values.email} onChange={(e) => change('email', e.target.value)} onBlur={() => values.email && void recheck('email', values)} {...described('email')} />
        {message('email')}
      </div>
      <div className={`${formStyles.field} ${formStyles.wide}`}>
        <label className={formStyles.label} htmlFor="erdeklodes-phone">
          Telefonszám <span className={formStyles.optional}>(nem kötelező)</span>
        </label>
        <input id="erdeklodes-phone" name="phone" type="tel" inputMode="tel" className={formStyles.input} autoComplete="tel" maxLength={enquiryLimits.phone.max} value={values.phone} onChange={(e) => change('phone', e.target.value)} onBlur={() => values.phone && void recheck('phone', values)} {...described('phone')} />
        {message('phone')}
      </div>
      <div className={`${formStyles.field} ${formStyles.wide}`}>
        <label className={formStyles.label} htmlFor="erdeklodes-message">
          Üzenet
        </label>
        <textarea id="erdeklodes-message" name="message" className={formStyles.textarea} required maxLength={enquiryLimits.message.max} value={values.message} onChange={(e) => change('message', e.target.value)} onBlur={() => void recheck('message', values)} {...described('message')} />
        {message('message')}
      </div>
      {/* Bots fill in every field; people never see this one (worker/siteApi/enquiryRoutes.ts). */}
      <div className={formStyles.honeypot} aria-hidden="true">
        <label htmlFor="erdeklodes-weboldal">Ezt a mezőt hagyja üresen</label>
        <input id="erdeklodes-weboldal" name={honeypotField} tabIndex={-1} autoComplete="off" value={values.trap} onChange={(e) => change('trap', e.target.value)} />
      </div>
      <div className={`${formStyles.field} ${formStyles.wide}`}>
        <div className={formStyles.consent}>
          <input
            id="erdeklodes-consent"
            name="consent"
            type="checkbox"
            className={formStyles.checkbox}
            required
            checked={values.consent}
            onChange={(e) => change('consent', e.target.checked)}
            {...described('consent')}
            aria-describedby={[errors.consent ? 'erdeklodes-consent-hiba' : '', 'erdeklodes-adatkezeles'].filter(Boolean).join(' ')}
          />
          <label htmlFor="erdeklodes-consent">
            Elolvastam és elfogadom az{' '}
            {policyUrl ? (
              <a href={policyUrl} target="_blank" rel="noopener noreferrer">
                adatkezelési tájékoztatót
              </a>
            ) : (
              'adatkezelési tájékoztatót'
            )}
            .
          </label>
        </div>
        <p id="erdeklodes-adatkezeles" className={formStyles.note}>
          {enquiryPrivacyNote}
        </p>
        {message('consent')}
      </div>
      <div className={`${formStyles.actions} ${formStyles.wide}`}>
        <button type="submit" className={styles.primaryButton} disabled={sending} aria-busy={sending}>
          {sending ? 'Küldés…' : 'Üzenet küldése'}
        </button>
      </div>
    </form>
  );
}
