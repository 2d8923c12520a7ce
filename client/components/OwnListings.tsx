/**
 * @module An office's or an agent's own listings on their page: the heading with their count by sale
 * status, a page of cards (or why there are none), and the pager to the other pages (?page=2…).
 */
import type { OwnerListingPage } from '../../domain/cms/listingSchemas';
import { totalWithBreakdown } from '../../domain/search/listingCounts';
import { useSearch } from '../navigation/Navigation';
import * as page from '../../styles/pageStyles.css';
import { ListingCard } from './ListingCard';
import * as styles from './networkParts.css';
import { Pager } from './Pager';

interface OwnListingsProps {
  /** The heading's words before the count ("Ingatlanjaim", "Ingatlanjaink"). */
  title: string;
  /** The heading's id, where the page links to it. */
  headingId?: string;
  listings: OwnerListingPage;
  /** Said instead of the cards when there are none. */
  emptyText: string;
  /** The page's own path, which the pager adds ?page=… to. */
  path: string;
}

export function OwnListings({ title, headingId, listings, emptyText, path }: OwnListingsProps) {
  const search = useSearch();
  return (
    <>
      <h2 className={page.sectionTitle} id={headingId}>
        {title} ({totalWithBreakdown(listings.by_sale_status)})
      </h2>
      {listings.items.length ? (
        <ul className={page.cardGrid}>
          {listings.items.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.emptyText}>{emptyText}</p>
      )}
      <Pager path={path} query={new URLSearchParams(search)} page={listings.page} total={listings.total} pageSize={listings.pageSize} />
    </>
  );
}
