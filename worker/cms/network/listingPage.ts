/**
 * @module A page of an office's or an agent's listings, newest first: the two statements (count and
 * page) to run in the caller's batch, and the answer built from their results.
 */
import * as z from 'zod/mini';
import type { ListingCardPage } from '../../../domain/cms/listingSchemas';
import { listingSummary, listingSummaryColumns, listingSummaryJoins, listingSummaryRowSchema } from './listingSummary';

/** Whose listings: an office's (properties_office_created) or an agent's (properties_agent). */
export type ListingOwner = 'office_id' | 'agent_id';

export interface ListingPageRequest {
  owner: ListingOwner;
  id: number;
  page: number;
  pageSize: number;
}

/** The count and the page, in this order, for a D1 batch. */
export function listingPageStatements(db: D1Database, { owner, id, page, pageSize }: ListingPageRequest): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT count(*) AS n FROM properties WHERE ${owner} = ?`).bind(id),
    db
      .prepare(`SELECT ${listingSummaryColumns} FROM properties p ${listingSummaryJoins} WHERE p.${owner} = ? ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`)
      .bind(id, pageSize, (page - 1) * pageSize),
  ];
}

const countRowSchema = z.object({ n: z.int() });

/** The page of cards from the results of listingPageStatements. */
export function listingPageOf(count: D1Result | undefined, items: D1Result | undefined, { page, pageSize }: ListingPageRequest): ListingCardPage {
  return {
    items: z.array(listingSummaryRowSchema).parse(items?.results ?? []).map(listingSummary),
    total: countRowSchema.parse(count?.results[0]).n,
    page,
    pageSize,
  };
}
