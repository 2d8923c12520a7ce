/**
 * @module A sales agent: name, contacts, office, introduction and listings.
 */
import { Link, useSearch } from 'wouter';
import type { AgentDetail } from '../../../domain/cms/networkSchemas';
import { ListingCard } from '../../components/ListingCard';
import { Pager } from '../../components/Pager';
import type { PageProps } from '../routeModule';
import * as styles from '../pageStyles.css';

export default function AgentPage({ data }: PageProps<AgentDetail>) {
  const search = useSearch();
  const { salesman, sales_man_profile: profile, office, properties } = data;
  return (
    <div className={styles.column}>
      <h1 className={styles.pageTitle}>{salesman.fullname}</h1>
      <p className={styles.lead}>
        <Link href={`/iroda/${office.id}`}>{office.name}</Link>
      </p>
      <ul className={styles.contactList}>
        {salesman.phone && (
          <li>
            Telefon: <a href={`tel:${salesman.phone.replace(/\s/g, '')}`}>{salesman.phone}</a>
          </li>
        )}
        {salesman.email && (
          <li>
            E-mail: <a href={`mailto:${salesman.email}`}>{salesman.email}</a>
          </li>
        )}
      </ul>
      {profile.introduction && <p className={styles.prose}>{profile.introduction}</p>}
      <h2 className={styles.sectionTitle}>Ingatlanjaim ({properties.total})</h2>
      <ul className={styles.cardGrid}>
        {properties.items.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
      <Pager path={`/uzletkoto/${salesman.id}`} query={new URLSearchParams(search)} page={properties.page} total={properties.total} pageSize={properties.pageSize} />
    </div>
  );
}
