/**
 * @module The DSN a page hands to the browser SDK: the configured one with its public key only.
 */
import { parseDsn, publicDsn } from '../../domain/errorReporting/sentryDsn';
import type { Config } from '../env';

/** The public DSN for the bootstrap state, or null when error reporting is off. */
export function browserDsn(config: Config): string | null {
  const configured = config.SENTRY_DSN;
  const dsn = configured ? parseDsn(configured) : null;
  return dsn ? publicDsn(dsn) : null;
}
