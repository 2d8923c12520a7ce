import type { D1Migration } from 'cloudflare:test';
import type { BackOfficeBindings, Bindings } from '../env';

declare global {
  namespace Cloudflare {
    /** The site worker's bindings, and the back office's e-mail senders (vitest.config.ts): tests run both workers' code. */
    interface Env extends Bindings, Pick<BackOfficeBindings, 'ENQUIRY_EMAIL' | 'ALERT_EMAIL'> {
      TEST_MIGRATIONS: D1Migration[];
      TEST_DEMO_STATEMENTS: string[];
      /** A loopback upstream started by worker/test/echoUpstream.ts. */
      TEST_ECHO_UPSTREAM: string;
      /** A loopback origin where nothing listens (worker/test/echoUpstream.ts): an upstream that is down. */
      TEST_CLOSED_ORIGIN: string;
      /** The fake Sentry ingest on loopback (worker/test/fakeIngestServer.ts); tests use worker/test/fakeIngest.ts. */
      TEST_FAKE_INGEST: string;
      /** The fake upstream CMS on loopback (worker/test/fakeCmsServer.ts); tests use worker/test/fakeCms.ts. */
      TEST_FAKE_CMS: string;
      /** The e-mails the local send_email binding was given, by a text they contain (vitest.config.ts). */
      TEST_SENT_EMAILS: Fetcher;
      /** The requests worker/test/outboundGuard.ts refused since it was last asked. */
      TEST_OUTBOUND_GUARD: Fetcher;
      /** The demo basemap archive (scripts/mapData/buildDemoBasemap.ts), built by vitest.config.ts. */
      TEST_BASEMAP_ARCHIVE: ArrayBuffer;
      /** The tile worker's bucket (the same store as its BASEMAP), and one that stays empty. */
      TEST_BASEMAP: R2Bucket;
      TEST_EMPTY_BASEMAP: R2Bucket;
    }
  }
}
export {};
