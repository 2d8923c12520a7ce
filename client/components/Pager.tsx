/**
 * @module Links to the pages of a paged list: previous, a few numbered pages around the current
 * one, next. Real links a crawler can follow, marked rel="prev" and rel="next".
 */
import { Link } from '../navigation/Link';
import * as styles from '../../styles/pageStyles.css';

/** The address of page `page` of `path`, keeping the rest of the query. */
function pageHref(path: string, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The page numbers to link, with null for a gap: the first, the last, and two around the current.
 * @example pageNumbers(7, 20) // [1, null, 5, 6, 7, 8, 9, null, 20]
 */
function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return shown.flatMap((p, i) => {
    const previous = shown[i - 1];
    if (previous === undefined || p === previous + 1) return [p];
    // A gap of one page is shown as that page rather than as "…".
    return p === previous + 2 ? [previous + 1, p] : [null, p];
  });
}

interface PagerProps {
  path: string;
  query: URLSearchParams;
  page: number;
  total: number;
  pageSize: number;
  /** Writes a page's address itself (the search keeps its own query format); default: `path` with `query` and `page`. */
  hrefOf?: (page: number) => string;
}

export function Pager({ path, query, page, total, pageSize, hrefOf = (p) => pageHref(path, query, p) }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Lapozás">
      {page > 1 && (
        <Link href={hrefOf(Math.min(page - 1, pages))} rel="prev">
          ‹ Előző
        </Link>
      )}
      <ol className={styles.pagerPages}>
        {pageNumbers(Math.min(page, pages), pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pagerGap}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className={styles.pagerCurrent} aria-current="page">
                  <span className={styles.pagerHidden}>Oldal </span>
                  {p}
                </span>
              ) : (
                <Link href={hrefOf(p)} aria-label={`${p}. oldal`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <Link href={hrefOf(page + 1)} rel="next">
          Következő ›
        </Link>
      )}
    </nav>
  );
}
