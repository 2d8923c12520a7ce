/**
 * @module The favourites page: the visitor's own list (kept in the browser) or a shared one, filled
 * with one request to the site API; each listing with its current price and status, a listing the site
 * no longer shows said to be gone (not silently dropped), and the "Megosztás" link as a plain link.
 */
import { useEffect, useRef, useState } from 'react';
import type { ListingCard as ListingCardData } from '../../../domain/cms/listingSchemas';
import { favouritesSharePath } from '../../../domain/favourites/favourites';
import { ListingCard } from '../../components/ListingCard';
import { readFavourites, removeStoredFavourite, restoreStoredFavourite, toggleStoredFavourite, useFavourites } from '../../favourites/favouritesStore';
import { useSnackbar } from '../../snackbar/Snackbar';
import { Link } from '../../navigation/Link';
import { useSiteState } from '../../site/SiteContext';
import * as styles from '../../../styles/pageStyles.css';
import type { PageProps } from '../routeModule';
import { useHydrated } from '../../favourites/useHydrated';
import type { FavouritesData } from './favouritesData';
import * as favouriteStyles from './favouritesPage.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; byId: Map<number, ListingCardData>; missing: Set<number> };

const failedMessage = 'A kedvenceket most nem sikerült betölteni. Ellenőrizze a kapcsolatot, és töltse újra az oldalt.';

/** Loads the cards of `ids` with one request whenever the list changes. */
function useFavouriteCards(ids: readonly number[], enabled: boolean): Loaded {
  const key = ids.join(',');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Read by the effect to skip a request, never a reason to start one.
  const current = useRef(loaded);
  current.current = loaded;
  useEffect(() => {
    if (!enabled || key === '') return;
    // A removal needs no new request: what is loaded already holds the rest.
    const known = current.current;
    if (known.state === 'done' && key.split(',').every((id) => known.byId.has(Number(id)) || known.missing.has(Number(id)))) return;
    const controller = new AbortController();
    // The request's reader (with zod) loads with the first request.
    import('./favouriteCardsRequest.client')
      .then(({ requestFavouriteCards }) => requestFavouriteCards(key, controller.signal))
      .then(({ byId, missing }) => setLoaded({ state: 'done', byId, missing }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: 'failed', message: error instanceof Error && error.message.endsWith('.') ? error.message : failedMessage });
      });
    return () => controller.abort();
  }, [key, enabled]);
  return loaded;
}

/**
 * Offers "Visszavonás" for a listing taken off the visitor's own list here (its heart, or "Eltávolítás"):
 * a removal is immediate, so a slip of the finger must be easy to undo; it goes back where it was.
 */
function useUndoRemoval(own: readonly number[], active: boolean) {
  const snackbar = useSnackbar();
  const previous = useRef(own);
  useEffect(() => {
    const before = previous.current;
    previous.current = own;
    if (!active) return;
    const kept = new Set(own);
    const removed = before.filter((id) => !kept.has(id));
    // One at a time is a visitor's tap; more at once is another tab clearing the list, not undone here.
    const [id] = removed;
    if (removed.length !== 1 || id === undefined) return;
    const index = before.indexOf(id);
    const undo = () => {
      restoreStoredFavourite(id, index);
      snackbar.close();
    };
    snackbar.show(
      'Eltávolítottuk a kedvencek közül.',
      'default',
      <button type="button" className={favouriteStyles.undoButton} onClick={undo}>
        Visszavonás
      </button>,
    );
  }, [own, active, snackbar]);
}

export default function FavouritesPage({ data }: PageProps<FavouritesData>) {
  const hydrated = useHydrated();
  const own = useFavourites();
  const { site } = useSiteState();
  const shared = data.sharedIds;
  const ids = shared ?? own;
  const loaded = useFavouriteCards(ids, hydrated);
  useUndoRemoval(own, hydrated && !shared);
  const sharePath = favouritesSharePath(own);
  const shareUrl = new URL(sharePath, site.siteUrl).href;
  const keepAll = () => {
    const kept = readFavourites();
    for (const id of [...(shared ?? [])].reverse()) if (!kept.includes(id)) toggleStoredFavourite(id);
  };

  return (
    <div className={styles.column}>
      <div className={favouriteStyles.page}>
        <div>
          <h1 className={styles.pageTitle}>{shared ? 'Megosztott kedvencek' : 'Kedvencek'}</h1>
          <p className={favouriteStyles.intro}>
            {shared
              ? `Valaki ${shared.length} ingatlant osztott meg Önnel. A szívvel a saját kedvencei közé teheti őket.`
              : 'A szívvel megjelölt hirdetések. Ebben a böngészőben tároljuk őket, fiók nélkül; a szerverre csak a hirdetések azonosítói jutnak el, amikor ez az oldal betölti őket.'}
          </p>
        </div>
        {!hydrated ? (
          <p className={styles.lead} role="status">
            Kedvencek betöltése…
          </p>
        ) : ids.length === 0 ? (
          <p className={styles.lead}>
            Még nincs kedvence. A hirdetések szívére kattintva gyűjtheti ide őket: <Link href="/kereses">irány az ingatlankínálat</Link>.
          </p>
        ) : (
          <>
            {shared && (
              <button type="button" className={favouriteStyles.textButton} onClick={keepAll}>
                Mindet a kedvenceim közé teszem
              </button>
            )}
            {loaded.state === 'failed' ? (
              <p className={styles.lead} role="alert">
                {loaded.message}
              </p>
            ) : loaded.state === 'loading' ? (
              <p className={styles.lead} role="status">
                Kedvencek betöltése…
              </p>
            ) : (
              <section aria-labelledby="kedvencek-lista">
                <h2 id="kedvencek-lista" className={favouriteStyles.listTitle}>{`${ids.length} ${shared ? 'megosztott' : 'mentett'} hirdetés`}</h2>
                <ul className={styles.cardGrid} aria-label={shared ? 'Megosztott ingatlanok' : 'Kedvenc ingatlanok'}>
                  {ids.map((id) => {
                    const listing = loaded.byId.get(id);
                    return (
                      <li key={id}>
                        {listing ? (
                          <ListingCard listing={listing} />
                        ) : (
                          <div className={favouriteStyles.goneCard}>
                            <h3 className={favouriteStyles.goneTitle}>{`A(z) ${id}. számú hirdetés már nem elérhető`}</h3>
                            <p className={styles.muted}>Az ingatlant eladták, vagy a hirdetést visszavonták.</p>
                            {!shared && (
                              <button type="button" className={favouriteStyles.textButton} onClick={() => removeStoredFavourite(id)}>
                                Eltávolítás a kedvencek közül
                              </button>
                            )}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
            {!shared && (
              <section className={favouriteStyles.shareBox} aria-labelledby="megosztas-cim">
                <h2 id="megosztas-cim" className={favouriteStyles.goneTitle}>
                  Megosztás
                </h2>
                <p className={styles.muted}>Ezzel a hivatkozással bárki megnézheti ezt a listát, például a párja vagy a családja:</p>
                <a className={favouriteStyles.shareLink} href={sharePath} data-share-link="">
                  {shareUrl}
                </a>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
