/**
 * @module Who to call about a listing: the agent (photo, name, phone, e-mail, profile) and the
 * office (name, address, page), and the call bar that keeps calling at hand on a phone.
 */
import { Link } from '../../navigation/Link';
import type { AgentSummary, OfficeSummary } from '../../../domain/cms/refSchemas';
import { mailtoHref, telHref } from '../../../domain/network/contactLinks';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';

/** The in-page address of the enquiry form. */
export const enquiryAnchor = 'erdeklodes';

/** The number a buyer calls: the agent's, else the office's. */
export function contactPhone(agent: AgentSummary | null, office: OfficeSummary): string | null {
  return agent?.phone ?? office.phone;
}

export function AgentContact({ agent, office }: { agent: AgentSummary | null; office: OfficeSummary }) {
  const phone = contactPhone(agent, office);
  const email = agent?.email ?? office.email;
  return (
    <div className={styles.contactLinks}>
      {agent && (
        <div className={styles.person}>
          {agent.photo_url && <img className={styles.personPhoto} src={agent.photo_url} alt="" width={64} height={64} loading="lazy" />}
          <div>
            <Link href={`/uzletkoto/${agent.id}`} className={styles.personName}>
              {agent.fullname}
            </Link>
            <p className={styles.personRole}>Ingatlanértékesítő · {office.name}</p>
          </div>
        </div>
      )}
      {phone && (
        <a href={telHref(phone)} className={styles.primaryButton} data-call-link="">
          <Icon name="phone" size={18} />
          {phone}
        </a>
      )}
      <a href={`#${enquiryAnchor}`} className={styles.accentButton}>
        <Icon name="message-square-text" size={18} />
        Érdeklődöm
      </a>
      {email && (
        <a href={mailtoHref(email)} className={styles.emailLink}>
          <Icon name="mail" size={18} />
          {email}
        </a>
      )}
    </div>
  );
}

export function OfficeLine({ office }: { office: OfficeSummary }) {
  return (
    <p className={styles.officeLine}>
      <Icon name="building-2" size={18} />
      <span>
        <Link href={`/iroda/${office.id}`}>{office.name}</Link>
        <br />
        {office.address}
      </span>
    </p>
  );
}

export function OfficeCard({ office }: { office: OfficeSummary }) {
  return (
    <div className={styles.officeCard}>
      {office.picture_url && <img className={styles.officePicture} src={office.picture_url} alt="" width={96} height={64} loading="lazy" />}
      <div>
        <Link href={`/iroda/${office.id}`} className={styles.personName}>
          {office.name}
        </Link>
        <p className={styles.personRole}>{office.address}</p>
        {office.phone && (
          <p className={styles.personRole}>
            Telefon: <a href={telHref(office.phone)}>{office.phone}</a>
          </p>
        )}
      </div>
    </div>
  );
}

/** At the bottom of a phone's screen: call, or go to the enquiry form. */
export function CallBar({ phone }: { phone: string | null }) {
  return (
    <div className={styles.callBar} data-call-bar="">
      {phone && (
        <a href={telHref(phone)} className={styles.primaryButton}>
          <Icon name="phone" size={18} />
          Hívás
        </a>
      )}
      <a href={`#${enquiryAnchor}`} className={styles.accentButton} style={phone ? undefined : { gridColumn: '1 / -1' }}>
        <Icon name="message-square-text" size={18} />
        Érdeklődöm
      </a>
    </div>
  );
}
