/**
 * @module Links to the previous and next page of a paged list: real links a crawler can follow.
 */
import { Link } from 'wouter';
import * as styles from '../routes/pageStyles.css';

/** The address of page `page` of `path`, keeping the rest of the query. */
export function pageHref(path: string, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}

export function Pager({ path, query, page, total, pageSize }: { path: string; query: URLSearchParams; page: number; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Lapozás">
      {page > 1 && (
        <Link href={pageHref(path, query, page - 1)} rel="prev">
          ‹ Előző oldal
        </Link>
      )}
      <span>
        {page}. oldal / {pages}
      </span>
      {page < pages && (
        <Link href={pageHref(path, query, page + 1)} rel="next">
          Következő oldal ›
        </Link>
      )}
    </nav>
  );
}
