/**
 * @module The enquiry's thank-you (domain/enquiries/enquiryThanks.ts), which stays in the form's place once
 * the enquiry is taken: who will answer, the phone number for something urgent, and a button for an empty
 * form. Its title takes the focus, so a screen reader says it at once.
 */
import { useEffect, useRef } from 'react';
import { telHref } from '../../../domain/network/contactLinks';
import { enquiryAnotherLabel, enquiryUrgentCall, type EnquiryThanks } from '../../../domain/enquiries/enquiryThanks';
import * as formStyles from './enquiryForm.css';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';

export function EnquiryThankYou({ thanks, phone, onAnother }: { thanks: EnquiryThanks; phone: string | null; onAnother: () => void }) {
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
