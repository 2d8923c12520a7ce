/**
 * @module The results of a search: the count (announced as it changes), the order, the active
 * filters as removable chips, the cards and the pages; an empty result names the filters that
 * narrowed it to nothing, each a chip that removes it.
 */
import { Link } from '../../navigation/Link';
import type { FilterChip } from '../../../domain/search/searchFilterChips';
import { countedListings, searchedSaleStatus } from '../../../domain/search/listingCounts';
import { emptySearchFilter, type SearchQuery, withoutFilter } from '../../../domain/search/searchFilterQuery';
import { searchSorts, type SearchSort } from '../../../domain/search/searchOrder';
import { ListingCard } from '../../components/ListingCard';
import { Pager } from '../../components/Pager';
import type { SearchPageData } from './searchData';
import * as styles from './searchPage.css';
import { Icon } from '../../icons/Icon';

interface SearchResultsProps {
  query: SearchQuery;
  result: SearchPageData['result'];
  chips: readonly FilterChip[];
  pending: boolean;
  panelOpen: boolean;
  onOpenFilters: () => void;
  onSort: (sort: SearchSort) => void;
  /** The address of another search of this page (the view kept). */
  hrefOf: (query: SearchQuery) => string;
  /** On the map view: a card pointed at or focused (its pin is highlighted), or left (null). */
  onHover?: ((id: number | null) => void) | undefined;
  /**
   * The first cards' pictures load at once (the list view's first screen). Not on the map view: a phone shows
   * the map in the cards' place, and pictures it never shows would take the network from MapLibre and the tiles.
   */
  eagerPictures: boolean;
}


function Chips({ query, chips, hrefOf }: { query: SearchQuery; chips: readonly FilterChip[]; hrefOf: (query: SearchQuery) => string }) {
  return (
    <ul className={styles.chipList}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={hrefOf({ ...query, filter: withoutFilter(query.filter, chip.key), page: 1 })}
            className={styles.chip}
            aria-label={`Szűrő törlése: ${chip.text}`}
          >
            <span className={styles.chipText}>{chip.text}</span>
            <Icon name="x" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SearchResults({ query, result, chips, pending, panelOpen, onOpenFilters, onSort, hrefOf, onHover, eagerPictures }: SearchResultsProps) {
  const clearAll = hrefOf({ ...query, filter: emptySearchFilter, page: 1 });
  const beyondLastPage = result.items.length === 0 && result.total > 0;
  return (
    <section className={styles.results} aria-labelledby="talalatok-cim">
      <h2 id="talalatok-cim" className={styles.visuallyHidden}>
        Találatok
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {countedListings(result.total, searchedSaleStatus(query.filter))}
          {pending && <span className={styles.countPending}> · Keresés…</span>}
        </p>
        <div className={styles.toolbarControls}>
          <button
            type="button"
            className={styles.filterButton}
            data-detail-search
            aria-controls="szurok"
            aria-expanded={panelOpen}
            onClick={onOpenFilters}
          >
            <Icon name="sliders-horizontal" size={18} />
            Szűrők
            {chips.length > 0 && (
              <span className={styles.filterBadge}>
                {chips.length}
                <span className={styles.visuallyHidden}> aktív</span>
              </span>
            )}
          </button>
          <label className={styles.sortLabel}>
            <span className={styles.sortText}>Rendezés</span>
            <select className={styles.sortSelect} value={query.sort} onChange={(e) => onSort(searchSorts.find((s) => s.value === e.target.value)?.value ?? query.sort)}>
              {searchSorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {result.total === 0 ? (
        <div className={styles.empty}>
          <h3 className={styles.emptyTitle}>Nincs a keresésnek megfelelő ingatlan</h3>
          {chips.length > 0 ? (
            <>
              <p className={styles.emptyText}>Ezek a szűrők szűkítették a keresést. Töröljön közülük egyet, hogy több ingatlant lásson:</p>
              <Chips query={query} chips={chips} hrefOf={hrefOf} />
              {chips.length > 1 && <Link href={clearAll}>Minden szűrő törlése</Link>}
            </>
          ) : (
            <p className={styles.emptyText}>Jelenleg nincs meghirdetett ingatlan ebben a kínálatban.</p>
          )}
        </div>
      ) : (
        <>
          {chips.length > 0 && (
            <div className={styles.activeFilters}>
              <Chips query={query} chips={chips} hrefOf={hrefOf} />
            </div>
          )}
          {beyondLastPage ? (
            <div className={styles.empty}>
              <h3 className={styles.emptyTitle}>Ezen az oldalon nincs több találat</h3>
              <Link href={hrefOf({ ...query, page: 1 })}>Vissza az első oldalra</Link>
            </div>
          ) : (
            <ul className={styles.grid} aria-busy={pending}>
              {result.items.map((listing, index) => (
                <li
                  key={listing.id}
                  onPointerEnter={onHover && (() => onHover(listing.id))}
                  onPointerLeave={onHover && (() => onHover(null))}
                  onFocus={onHover && (() => onHover(listing.id))}
                  onBlur={onHover && (() => onHover(null))}
                >
                  <ListingCard listing={listing} eager={eagerPictures && index < 3} markNew />
                </li>
              ))}
            </ul>
          )}
          <Pager path="/kereses" query={new URLSearchParams()} page={result.page} total={result.total} pageSize={result.pageSize} hrefOf={(page) => hrefOf({ ...query, page })} />
        </>
      )}
    </section>
  );
}
