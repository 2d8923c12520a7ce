/**
 * @module The security headers a picture answers with instead of a page's: pictures (/media/*, /share-card/*)
 * are loaded by other origins (a mail client, a webmail's image proxy, a social app), so their resource policy
 * is `cross-origin`; a drawn SVG keeps the card worker's strict policy (it runs and loads nothing). A route sets
 * them in `pictureSecurityHeaders`; the security headers middleware writes them over its own.
 */
import { svgPicturePolicy } from '../../domain/heads/mediaPictureNames';
import type { PictureSecurityHeaders } from '../env';

/** A raster picture's: any origin may load it. */
export const rasterPictureHeaders: PictureSecurityHeaders = { 'cross-origin-resource-policy': 'cross-origin' };

/** A drawn SVG's: any origin may load it, and it runs and loads nothing. */
export const svgPictureHeaders: PictureSecurityHeaders = { 'cross-origin-resource-policy': 'cross-origin', 'content-security-policy': svgPicturePolicy };
