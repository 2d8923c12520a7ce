/**
 * @module The views a path shows instead of a route's page: not found, a listing no longer offered (gone),
 * unavailable. A chunk of their own (App.tsx loads it lazily): they are rare, and the first load of every
 * page stays within its budget without them; the server renders them whole, the browser hydrates them once loaded.
 */
import type { PageOutcome } from '../routes/pageState';
import { NotFoundPage } from './NotFoundPage';
import OffMarketPage from './OffMarketPage';
import { UnavailablePage } from './UnavailablePage';

export default function FallbackView({ outcome }: { outcome: Exclude<PageOutcome, { kind: 'route' }> }) {
  if (outcome.kind === 'gone') return <OffMarketPage listing={outcome.listing} />;
  return outcome.kind === 'notFound' ? <NotFoundPage /> : <UnavailablePage />;
}
