/**
 * @module The enquiry form ("Érdeklődöm") on a listing's page: its fields (EnquiryFields.tsx) and the send
 * button, sent to POST /api/site/leads once every field is right (enquiryFormState.ts); once the enquiry
 * is taken, a lasting thank-you (EnquiryThankYou.tsx) stands in the form's place.
 */
import { type EnquiryListing, useEnquiryForm } from './enquiryFormState';
import { EnquiryFields } from './EnquiryFields';
import * as formStyles from './enquiryForm.css';
import { EnquiryThankYou } from './EnquiryThankYou';
import * as styles from './propertyPage.css';

export function EnquiryForm({ listing }: { listing: EnquiryListing }) {
  const { values, errors, sending, thanks, form, change, recheck, submit, another, prepare } = useEnquiryForm(listing);
  if (thanks) return <EnquiryThankYou thanks={thanks} phone={listing.agent?.phone ?? listing.office.phone} onAnother={another} />;
  return (
    <form ref={form} className={formStyles.form} onSubmit={(e) => void submit(e)} onFocus={prepare} noValidate aria-label="Érdeklődés az ingatlan iránt">
      <EnquiryFields values={values} errors={errors} change={change} recheck={recheck} />
      <div className={`${formStyles.actions} ${formStyles.wide}`}>
        <button type="submit" className={styles.primaryButton} disabled={sending} aria-busy={sending}>
          {sending ? 'Küldés…' : 'Üzenet küldése'}
        </button>
      </div>
    </form>
  );
}
