/**
 * @module The former page of a listing no longer offered (410): that it was sold or withdrawn, the offered
 * listings most like it in its place, and the search of that place for its kind of listing (in the
 * fallback views' chunk, FallbackView.tsx).
 */
import type { OffMarketListing } from '../../domain/cms/listingSchemas';
import { offMarketReason, offMarketSearch, offMarketTitle } from '../../domain/pages/offMarket';
import { crumbHref } from '../../domain/pages/breadcrumbs';
import { ListingCard } from '../components/ListingCard';
import * as layoutStyles from '../layout/layout.css';
import { Link } from '../navigation/Link';
import * as pageStyles from '../../styles/pageStyles.css';
import * as styles from './pages.css';

export default function OffMarketPage({ listing }: { listing: OffMarketListing }) {
  const search = offMarketSearch(listing);
  const kind = `${listing.sale_status.label} ${listing.type.label.toLocaleLowerCase('hu')}`;
  return (
    <section className={pageStyles.column} aria-labelledby="nem-elerheto" data-off-market={listing.status}>
      <div className={styles.offMarketIntro}>
        <h1 id="nem-elerheto" className={pageStyles.pageTitle}>
          {offMarketTitle}
        </h1>
        <p className={pageStyles.lead}>
          {offMarketReason(listing.status)} <span className={styles.offMarketName}>{listing.name}</span>
        </p>
        <Link href={crumbHref(search)} className={layoutStyles.primaryButton} data-off-market-search="">
          {`${kind} keresése itt: ${search.name}`}
        </Link>
      </div>
      <h2 className={pageStyles.sectionTitle}>{`Hasonló ingatlanok itt: ${search.name}`}</h2>
      {listing.similar.length > 0 ? (
        <ul className={pageStyles.cardGrid} data-similar-listings="">
          {listing.similar.map((card) => (
            <li key={card.id}>
              <ListingCard listing={card} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={pageStyles.muted}>Most nincs hasonló ingatlan a kínálatunkban ezen a környéken.</p>
      )}
    </section>
  );
}
