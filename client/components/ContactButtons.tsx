/**
 * @module Call and e-mail buttons, large enough for a thumb: a phone visitor's way to reach an office or an agent.
 */
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { mailtoHref, telHref } from '../../domain/contactLinks';
import * as styles from './networkParts.css';

/** Both buttons, or the ones there is data for; `who` names the person or office for screen readers. */
export function ContactButtons({ phone, email, who }: { phone: string | null; email: string | null; who: string }) {
  if (!phone && !email) return null;
  return (
    <div className={styles.contactButtons}>
      {phone && (
        <a className={styles.callButton} href={telHref(phone)} aria-label={`${who} hívása: ${phone}`}>
          <Phone className={styles.buttonIcon} size={18} aria-hidden="true" />
          {phone}
        </a>
      )}
      {email && (
        <a className={styles.mailButton} href={mailtoHref(email)} aria-label={`E-mail ${who} részére: ${email}`}>
          <Mail className={styles.buttonIcon} size={18} aria-hidden="true" />
          {email}
        </a>
      )}
    </div>
  );
}
