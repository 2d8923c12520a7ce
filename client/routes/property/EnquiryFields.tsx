/**
 * @module The enquiry form's fields: name, e-mail, an optional phone number, the message (which starts by
 * naming the listing), the honeypot bots fill in, and consent to the privacy policy with its note. Each
 * wrong field is marked and points at its message (aria-describedby); a field is re-checked as it is left
 * (enquiryFormState.ts).
 */
import type { ReactNode } from 'react';
import { enquiryLimits, enquiryPrivacyNote, honeypotField } from '../../../domain/enquiries/enquiry';
import type { EnquiryField } from '../../../domain/enquiries/enquiryFormSchema';
import { useSiteState } from '../../site/SiteContext';
import type { EnquiryFormState } from './enquiryFormState';
import * as formStyles from './enquiryForm.css';
import { Icon } from '../../icons/Icon';

type EnquiryFieldsProps = Pick<EnquiryFormState, 'values' | 'errors' | 'change' | 'recheck'>;

const messageId = (field: EnquiryField) => `erdeklodes-${field}-hiba`;

/** A field's message while it is wrong. */
function FieldMessage({ field, text }: { field: EnquiryField; text: string | undefined }) {
  return text ? (
    <p id={messageId(field)} className={formStyles.error}>
      <Icon name="alert-circle" size={16} />
      {text}
    </p>
  ) : null;
}

/** A text field: its label over the children (the control and its message); `wide` spans both columns from a tablet up. */
function TextField({ id, label, wide, children }: { id: string; label: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${formStyles.field} ${formStyles.wide}` : formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Consent to the privacy policy (a link to it when the site has one), with the note on what is kept and how long. */
function ConsentField({ checked, error, onCheck }: { checked: boolean; error: string | undefined; onCheck: (checked: boolean) => void }) {
  const { policyUrl } = useSiteState();
  return (
    <div className={`${formStyles.field} ${formStyles.wide}`}>
      <div className={formStyles.consent}>
        <input
          id="erdeklodes-consent"
          name="consent"
          type="checkbox"
          className={formStyles.checkbox}
          required
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? messageId('consent') : '', 'erdeklodes-adatkezeles'].filter(Boolean).join(' ')}
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
      <FieldMessage field="consent" text={error} />
    </div>
  );
}

export function EnquiryFields({ values, errors, change, recheck }: EnquiryFieldsProps) {
  const described = (field: EnquiryField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': messageId(field) } : { 'aria-invalid': false as const });
  return (
    <>
      <TextField id="erdeklodes-name" label="Név">
        <input id="erdeklodes-name" name="name" className={formStyles.input} autoComplete="name" required maxLength={enquiryLimits.name.max} value={values.name} onChange={(e) => change('name', e.target.value)} onBlur={() => values.name && recheck('name')} {...described('name')} />
        <FieldMessage field="name" text={errors.name} />
      </TextField>
      <TextField id="erdeklodes-email" label="E-mail-cím">
        <input id="erdeklodes-email" name="email" type="email" inputMode="email" className={formStyles.input} autoComplete="email" required maxLength={enquiryLimits.email.max} value={values.email} onChange={(e) => change('email', e.target.value)} onBlur={() => values.email && recheck('email')} {...described('email')} />
        <FieldMessage field="email" text={errors.email} />
      </TextField>
      <TextField
        id="erdeklodes-phone"
        wide
        label={
          <>
            Telefonszám <span className={formStyles.optional}>(nem kötelező)</span>
          </>
        }
      >
        <input id="erdeklodes-phone" name="phone" type="tel" inputMode="tel" className={formStyles.input} autoComplete="tel" maxLength={enquiryLimits.phone.max} value={values.phone} onChange={(e) => change('phone', e.target.value)} onBlur={() => values.phone && recheck('phone')} {...described('phone')} />
        <FieldMessage field="phone" text={errors.phone} />
      </TextField>
      <TextField id="erdeklodes-message" wide label="Üzenet">
        <textarea id="erdeklodes-message" name="message" className={formStyles.textarea} required maxLength={enquiryLimits.message.max} value={values.message} onChange={(e) => change('message', e.target.value)} onBlur={() => recheck('message')} {...described('message')} />
        <FieldMessage field="message" text={errors.message} />
      </TextField>
      {/* Bots fill in every field; people never see this one (worker/siteApi/enquiryRoutes.ts). */}
      <div className={formStyles.honeypot} aria-hidden="true">
        <label htmlFor="erdeklodes-weboldal">Ezt a mezőt hagyja üresen</label>
        <input id="erdeklodes-weboldal" name={honeypotField} tabIndex={-1} autoComplete="off" value={values.trap} onChange={(e) => change('trap', e.target.value)} />
      </div>
      <ConsentField checked={values.consent} error={errors.consent} onCheck={(checked) => change('consent', checked)} />
    </>
  );
}
