/**
 * @module The loader the office and agent routes share: the record with one page of its listings (?page=2…,
 * links a crawler follows). A page number that cannot be read, or a page past the last, is not found.
 */
import { pageNumber } from '../../domain/pages/routeParams';
import { maxPage } from '../../domain/search/searchOrder';

/** The record at the `page` of `url`, loaded by `loadPage`; null (not found) for a bad or empty page. */
export async function loadPagedDetail<T extends { properties: { items: readonly unknown[] } }>(url: URL, loadPage: (page: number) => Promise<T | null>): Promise<T | null> {
  const page = pageNumber(url.searchParams, maxPage);
  if (page === null) return null;
  const detail = await loadPage(page);
  return detail && (page === 1 || detail.properties.items.length > 0) ? detail : null;
}
