/**
 * @module Who to call about a listing: the agent (photo, name, phone, e-mail, profile) and the
 * office (name, address, page), and the call bar that keeps calling at hand on a phone.
 */
import Building2 from 'lucide-react/icons/building-2';
import Mail from 'lucide-react/icons/mail';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'wouter';
import type { AgentSummary, OfficeSummary } from '../../../domain/cms/refSchemas';
import { mailtoHref, telHref } from '../../../domain/contactLinks';
import * as styles from './propertyPage.css';

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
          <Phone aria-hidden="true" size={18} />
          {phone}
        </a>
      )}
      <a href={`#${enquiryAnchor}`} className={styles.accentButton}>
        <MessageSquareText aria-hidden="true" size={18} />
        Érdeklődöm
      </a>
      {email && (
        <a href={mailtoHref(email)} className={styles.emailLink}>
          <Mail aria-hidden="true" size={18} />
          {email}
        </a>
      )}
    </div>
  );
}

export function OfficeLine({ office }: { office: OfficeSummary }) {
  return (
    <p className={styles.officeLine}>
      <Building2 aria-hidden="true" size={18} />
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
          <Phone aria-hidden="true" size={18} />
          Hívás
        </a>
      )}
      <a href={`#${enquiryAnchor}`} className={styles.accentButton} style={phone ? undefined : { gridColumn: '1 / -1' }}>
        <MessageSquareText aria-hidden="true" size={18} />
        Érdeklődöm
      </a>
    </div>
  );
}
