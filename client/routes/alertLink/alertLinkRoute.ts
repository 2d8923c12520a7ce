/**
 * @module /ertesites/megerosites, /ertesites/leiratkozas, /ertesites/kezeles: where the search alerts'
 * e-mails lead (worker/searchAlerts/alertLinks.ts). The same document for every token: the page reads
 * the signed token from the address and asks the site API what it may do, so a used, expired or broken
 * link gets a clear message, never an error page. Not indexed.
 */
import { defineRoute } from '../routeModule';
import { head } from './alertLinkHead';

const purposes = { megerosites: 'confirm', leiratkozas: 'unsubscribe', kezeles: 'manage' } as const;

export const alertLinkRoute = defineRoute({
  pattern: '/ertesites/:action',
  params: (raw) => {
    const action = raw.action;
    return action === 'megerosites' || action === 'leiratkozas' || action === 'kezeles' ? { purpose: purposes[action] } : null;
  },
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  load: async ({ params }) => ({ purpose: params.purpose }),
  head,
  dataSchema: () => import('./alertLinkData').then((m) => m.alertLinkDataSchema),
  page: () => import('./AlertLinkPage'),
});
