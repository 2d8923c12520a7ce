/**
 * @module The search page: the number of listings found and their cards, paged.
 */
import { useSearch } from 'wouter';
import type { SearchResult } from '../../../domain/cms/listingSchemas';
import { ListingCard } from '../../components/ListingCard';
import { Pager } from '../../components/Pager';
import type { PageProps } from '../routeModule';
import * as styles from '../pageStyles.css';

export default function SearchPage({ data }: PageProps<SearchResult>) {
  const search = useSearch();
  return (
    <div className={styles.column}>
      <h1 className={styles.pageTitle}>Ingatlankínálat</h1>
      <p className={styles.lead} role="status">
        {data.total.toLocaleString('hu-HU')} ingatlan
      </p>
      <ul className={styles.cardGrid}>
        {data.items.map((listing, index) => (
          <li key={listing.id}>
            <ListingCard listing={listing} eager={index < 4} />
          </li>
        ))}
      </ul>
      <Pager path="/kereses" query={new URLSearchParams(search)} page={data.page} total={data.total} pageSize={data.pageSize} />
    </div>
  );
}
