/**
 * @module Who to call about a listing: the agent (photo, name, phone, e-mail, profile) and the
 * office (name, address, page), and the call bar that keeps calling at hand on a phone.
 */
import type { CSSProperties, MouseEvent } from 'react';
import { Link } from '../../navigation/Link';
import type { AgentSummary, OfficeSummary } from '../../../domain/cms/refSchemas';
import { mailtoHref, telHref } from '../../../domain/network/contactLinks';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';

/** The in-page address of the enquiry form. */
export const enquiryAnchor = 'erdeklodes';

/**
 * Takes a visitor who pressed "Érdeklődöm" into the form, not only to it: its first field (or, once sent,
 * the thank-you's title) gets the focus and is scrolled into view, clear of the fixed header and of a
 * phone's call bar. An in-page jump alone would scroll and leave the focus on <body>; before hydration,
 * or with a modifier key, the link is that jump.
 */
function goToEnquiry(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.querySelector<HTMLElement>(`#${enquiryAnchor} [name="name"], #erdeklodes-koszonet`);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

/** "Érdeklődöm": to the enquiry form, its first field focused. */
function EnquiryLink({ style }: { style?: CSSProperties | undefined }) {
  return (
    <a href={`#${enquiryAnchor}`} className={styles.accentButton} style={style} onClick={goToEnquiry} data-enquiry-link="">
      <Icon name="message-square-text" size={18} />
      Érdeklődöm
    </a>
  );
}

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
      <EnquiryLink />
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
      <EnquiryLink style={phone ? undefined : { gridColumn: '1 / -1' }} />
    </div>
  );
}
