/**
 * @module The DSN a page hands to the browser SDK: the configured one with its public key only.
 */
import { configOf, type Bindings } from '../env';
import { parseDsn, publicDsn } from './dsn';

/** The public DSN for the bootstrap state, or null when error reporting is off. */
export function browserDsn(env: Bindings): string | null {
  const configured = configOf(env).SENTRY_DSN;
  const dsn = configured ? parseDsn(configured) : null;
  return dsn ? publicDsn(dsn) : null;
}
