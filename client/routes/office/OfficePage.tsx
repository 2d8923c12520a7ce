/**
 * @module One office: its address and contacts, and its agents.
 */
import { Link } from 'wouter';
import type { OfficeDetail } from '../../../domain/cms/networkSchemas';
import { officeTitle } from '../../../domain/pageHead';
import type { PageProps } from '../routeModule';
import * as styles from '../pageStyles.css';

export default function OfficePage({ data }: PageProps<OfficeDetail>) {
  return (
    <div className={styles.column}>
      <h1 className={styles.pageTitle}>{officeTitle(data)}</h1>
      <p className={styles.lead}>
        {data.address}, {data.city.label}
      </p>
      <ul className={styles.contactList}>
        {data.phone && (
          <li>
            Telefon: <a href={`tel:${data.phone.replace(/\s/g, '')}`}>{data.phone}</a>
          </li>
        )}
        {data.email && (
          <li>
            E-mail: <a href={`mailto:${data.email}`}>{data.email}</a>
          </li>
        )}
      </ul>
      {data.description && <p className={styles.prose}>{data.description}</p>}
      <h2 className={styles.sectionTitle}>Munkatársaink</h2>
      <ul className={styles.cardGrid}>
        {data.agents.map((agent) => (
          <li key={agent.id} className={styles.card}>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <Link href={`/uzletkoto/${agent.id}`}>{agent.fullname}</Link>
              </h3>
              {agent.phone && <a href={`tel:${agent.phone.replace(/\s/g, '')}`}>{agent.phone}</a>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
