/**
 * @module The offices of the network, each with its city, address, phone and e-mail.
 */
import { Link } from 'wouter';
import type { PageProps } from '../routeModule';
import * as styles from '../pageStyles.css';
import type { OfficesData } from './officesData';

export default function OfficesPage({ data }: PageProps<OfficesData>) {
  return (
    <div className={styles.column}>
      <h1 className={styles.pageTitle}>Irodáink</h1>
      <p className={styles.lead}>{data.offices.length} iroda a hálózatunkban</p>
      <ul className={styles.cardGrid}>
        {data.offices.map((office) => (
          <li key={office.id} className={styles.card}>
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <Link href={`/iroda/${office.id}`}>{office.name}</Link>
              </h2>
              <span className={styles.muted}>
                {office.city.label}, {office.address}
              </span>
              <ul className={styles.contactList}>
                {office.phone && (
                  <li>
                    <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
                  </li>
                )}
                {office.email && (
                  <li>
                    <a href={`mailto:${office.email}`}>{office.email}</a>
                  </li>
                )}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
