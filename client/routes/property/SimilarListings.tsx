/**
 * @module Similar listings below the listing: streamed in behind Suspense (similarListingsPart.ts),
 * one row that scrolls sideways and has the same height while it loads and after, so nothing
 * below it moves.
 */
import { Suspense, use } from 'react';
import { Link } from '../../navigation/Link';
import type { SimilarListings as SimilarListingsData } from '../../../domain/cms/listingSchemas';
import { serializeState } from '../../../domain/helpers/serializeState';
import { ListingCard } from '../../components/ListingCard';
import { useNavigation } from '../../navigation/Navigation';
import { useStreamedPart } from '../useStreamedPart';
import * as styles from './propertyPage.css';
import { similarListingsPart } from './similarListingsPart';
import { streamedPartAttributes } from '../streamedPart';

function Placeholder() {
  return (
    <ul className={styles.similarRow} aria-busy="true" aria-label="Hasonló ingatlanok betöltése">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <div className={styles.skeletonCard}>
            <div className={styles.skeletonMedia} />
            <div className={styles.skeletonBody} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Listings({ promise, path, searchPath }: { promise: Promise<SimilarListingsData | null>; path: string; searchPath: string }) {
  const listings = use(promise);
  return (
    <>
      {/* The data rides along in the page, so the browser hydrates this part without asking again. */}
      <script type="application/json" {...{ [streamedPartAttributes.id]: similarListingsPart.id, [streamedPartAttributes.path]: path }} dangerouslySetInnerHTML={{ __html: serializeState(listings) }} />
      {listings && listings.length > 0 ? (
        <ul className={styles.similarRow} data-similar-listings="">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.similarEmpty} data-similar-empty="">
          <p>Most nincs hasonló ingatlan a kínálatunkban ezen a környéken ebben az árkategóriában.</p>
          <Link href={searchPath} className={styles.button}>
            Keresés a teljes kínálatban
          </Link>
        </div>
      )}
    </>
  );
}

export function SimilarListings({ searchPath }: { searchPath: string }) {
  const { path } = useNavigation();
  const promise = useStreamedPart(similarListingsPart);
  return (
    <section className={styles.similar} aria-labelledby="hasonlo-ingatlanok">
      <div className={styles.similarHeader}>
        <h2 id="hasonlo-ingatlanok" className={styles.sectionTitle}>
          Hasonló ingatlanok
        </h2>
        <Link href={searchPath} className={styles.moreLink}>
          Továbbiak a keresőben
        </Link>
      </div>
      <Suspense fallback={<Placeholder />}>
        <Listings promise={promise} path={path} searchPath={searchPath} />
      </Suspense>
    </section>
  );
}
