/**
 * @module Call and e-mail buttons, large enough for a thumb: a phone visitor's way to reach an office or an agent.
 */
import { mailtoHref, telHref } from '../../domain/network/contactLinks';
import { Icon } from '../icons/Icon';
import * as styles from './networkParts.css';

/** Both buttons, or the ones there is data for; `who` names the person or office for screen readers. */
export function ContactButtons({ phone, email, who }: { phone: string | null; email: string | null; who: string }) {
  if (!phone && !email) return null;
  return (
    <div className={styles.contactButtons}>
      {phone && (
        <a className={styles.callButton} href={telHref(phone)} aria-label={`${who} hívása: ${phone}`}>
          <Icon name="phone" className={styles.buttonIcon} size={18} />
          {phone}
        </a>
      )}
      {email && (
        <a className={styles.mailButton} href={mailtoHref(email)} aria-label={`E-mail ${who} részére: ${email}`}>
          <Icon name="mail" className={styles.buttonIcon} size={18} />
          {email}
        </a>
      )}
    </div>
  );
}
