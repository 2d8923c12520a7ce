/**
 * @module Where the alert e-mails' links lead: one page per purpose, the signed token in `?t=`.
 */
import type { LinkPurpose } from './signedLink';

export const alertLinkPagePaths: Record<LinkPurpose, string> = {
  confirm: '/ertesites/megerosites',
  unsubscribe: '/ertesites/leiratkozas',
  manage: '/ertesites/kezeles',
};

/** The query parameter that carries a link's signed token (read by the page in the browser). */
export const alertTokenParam = 't';
