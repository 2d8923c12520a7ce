/**
 * @module A listing as a card: picture (fixed aspect ratio, lazy unless `eager`), sale status and
 * Otthon Start and price reduction badges, price (a rent as a monthly fee) and price per m², place, size
 * and rooms, linking to its page; beside the link, the favourite heart, and the "Új" badge for a visitor
 * who has been here before (client/favourites/).
 */
import { Link } from '../navigation/Link';
import type { ListingCard as ListingCardData } from '../../domain/cms/listingSchemas';
import { listingPlaceLine } from '../../domain/geography/hungarianAddress';
import { listingPriceLabel, pricePerSquareMetreLabel } from '../../domain/listings/listingPrice';
import { formatNumber } from '../../domain/helpers/numberFormat';
import * as styles from '../../styles/pageStyles.css';
import { FavouriteButton } from '../favourites/FavouriteButton';
import * as favouriteStyles from '../favourites/favourites.css';
import { NewBadge } from '../favourites/NewBadge';

/** `markNew`: the "Új" badge for listings that appeared since the visitor's previous visit (the search, the home page). */
export function ListingCard({ listing, eager = false, markNew = false }: { listing: ListingCardData; eager?: boolean; markNew?: boolean }) {
  const perM2 = pricePerSquareMetreLabel(listing);
  const size = listing.default_size ?? listing.lot_size;
  return (
    <div className={favouriteStyles.cardFrame}>
      <Link href={`/ingatlan/${listing.id}`} className={styles.card}>
        <div className={styles.cardMedia}>
          {listing.main_image && (
            <img className={styles.cardImage} src={listing.main_image} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          )}
          <div className={styles.cardBadges}>
            <span className={styles.cardBadge}>{listing.sale_status.label}</span>
            {listing.otthon_start && <span className={styles.cardBadgeOtthon}>Otthon Start</span>}
            {listing.price_reduction && <span className={styles.cardBadgeReduced}>Árcsökkenés</span>}
            {markNew && <NewBadge createdAt={listing.created_at} />}
          </div>
        </div>
        <div className={styles.cardBody}>
          <div className={styles.cardPriceRow}>
            <span className={styles.cardPrice}>{listingPriceLabel(listing)}</span>
            {perM2 && <span className={styles.muted}>{perM2}</span>}
          </div>
          <h3 className={styles.cardTitle}>{listing.name}</h3>
          <span className={styles.muted}>
            {listing.type.label} · {listingPlaceLine(listing.address)}
          </span>
          <ul className={styles.cardFacts}>
            {size !== null && <li>{`${formatNumber(size)} m²${listing.default_size === null ? ' telek' : ''}`}</li>}
            {listing.rooms !== null && <li>{listing.rooms} szoba</li>}
          </ul>
        </div>
      </Link>
      <FavouriteButton listingId={listing.id} variant="card" />
    </div>
  );
}
