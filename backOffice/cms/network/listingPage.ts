/**
 * @module A page of an office's or an agent's listings, newest first: the two statements (counts by
 * sale status, and the page) to run in the caller's batch, and the answer built from their results.
 */
import * as z from 'zod/mini';
import type { OwnerListingPage } from '../../../domain/cms/listingSchemas';
import { listingSummary, listingSummaryColumns, listingSummaryJoins, listingSummaryRowSchema } from './listingSummary';

/** Whose listings: an office's (properties_office_created) or an agent's (properties_agent). */
type ListingOwner = 'office_id' | 'agent_id';

interface ListingPageRequest {
  owner: ListingOwner;
  id: number;
  page: number;
  pageSize: number;
}

/** The counts by sale status and the page, in this order, for a D1 batch. */
export function listingPageStatements(db: D1Database, { owner, id, page, pageSize }: ListingPageRequest): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT sale_status AS value, count(*) AS count FROM properties WHERE ${owner} = ? GROUP BY sale_status ORDER BY sale_status`).bind(id),
    db
      .prepare(`SELECT ${listingSummaryColumns} FROM properties p ${listingSummaryJoins} WHERE p.${owner} = ? ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`)
      .bind(id, pageSize, (page - 1) * pageSize),
  ];
}

const countRowSchema = z.object({ value: z.int(), count: z.int() });

/** The page of cards from the results of listingPageStatements. */
export function listingPageOf(counts: D1Result | undefined, items: D1Result | undefined, { page, pageSize }: ListingPageRequest): OwnerListingPage {
  const bySaleStatus = z.array(countRowSchema).parse(counts?.results ?? []);
  return {
    items: z.array(listingSummaryRowSchema).parse(items?.results ?? []).map(listingSummary),
    total: bySaleStatus.reduce((sum, status) => sum + status.count, 0),
    page,
    pageSize,
    by_sale_status: bySaleStatus,
  };
}
