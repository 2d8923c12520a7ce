/**
 * @module The CMS endpoints of the network and its listings (except search and price statistics): places, one
 * listing, listing cards by id, offices, agents, CMS pages, sitemap data. Documented in docs/api/network.md.
 */
import { Hono } from 'hono/tiny';
import type { AppEnv } from '../../../worker/env';
import { agentRoutes } from './agentRoutes';
import { cmsPageRoutes } from './cmsPageRoutes';
import { listingCardRoutes } from './listingCardRoutes';
import { officeRoutes } from './officeRoutes';
import { placeCountRoutes } from './placeCountRoutes';
import { placeSearchRoutes } from './placeSearchRoutes';
import { propertyRoutes } from './propertyRoutes';
import { sitemapRoutes } from './sitemapRoutes';

export const networkRoutes = new Hono<AppEnv>()
  .route('/', placeSearchRoutes)
  // Before propertyRoutes: /properties/cards is no listing id.
  .route('/', listingCardRoutes)
  .route('/', placeCountRoutes)
  .route('/', propertyRoutes)
  .route('/', officeRoutes)
  .route('/', agentRoutes)
  .route('/', cmsPageRoutes)
  .route('/', sitemapRoutes);
