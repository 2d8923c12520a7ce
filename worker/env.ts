/**
 * @module The worker's bindings and its configuration, parsed with zod/mini once per set of bindings (an
 * isolate's) at the entry, then handed down typed: the app's routes read `c.var.config`, everything
 * below them takes the `Config` it needs as a parameter.
 */
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import { enquiryRetentionDays } from '../domain/enquiries/enquiry';
import { parseDsn } from '../domain/errorReporting/sentryDsn';
import './zodEnglish';
import type { svgPicturePolicy } from '../domain/heads/mediaPictureNames';

/**
 * The worker's bindings: what wrangler.toml declares comes from `npm run types` (the generated
 * `Env` in worker-configuration.d.ts, checked for drift by `npm test`); the variables that
 * wrangler.toml leaves unset (a secret, or `--var` for wrangler dev) are optional and listed here.
 */
export interface Bindings extends Env {
  SITE_PORT?: string;
  CMS_API_ORIGIN?: string;
  CMS_UPSTREAM_TIMEOUT_MS?: string;
  SENTRY_DSN?: string;
  MONITORING_UPSTREAM_TIMEOUT_MS?: string;
  EDGE_CACHE_BYPASS_TOKEN?: string;
  CMS_SERVICE_TOKEN?: string;
  ENQUIRY_RETRY_DELAY_SECONDS?: string;
  ENQUIRY_RETENTION_DAYS?: string;
  ALERT_LINK_SECRET?: string;
  D1_SIMULATED_LATENCY_MS?: string;
}

/**
 * The back office worker's bindings (backOffice/wrangler.toml, checked against this by
 * backOffice/backOfficeConfig.test.ts): the site's database and configuration, and the e-mail senders
 * of the queues' consumers. No assets, tenant cache, rate limiters or other workers.
 */
export interface BackOfficeBindings extends ConfigVars {
  DB: D1Database;
  ENQUIRY_EMAIL: SendEmail;
  ALERT_EMAIL: SendEmail;
}

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) => (v?.trim() ? v.trim() : undefined)),
);

/** A whole number from a variable's text, from `min` to `max`, `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, max: number) => z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

const seconds = (fallback: number, min: number) => wholeNumber(fallback, min, 30 * 86_400);

const httpUrl = () => z.url({ protocol: /^https?$/ });

export const configSchema = z.object({
  /** Tenants are subdomains of this domain; the bare domain shows the error view. */
  PRODUCT_DOMAIN: z._default(z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'a lower-case domain name such as example.hu')), 'localhost'),
  /**
   * The port of the sites' public origin when it is not the scheme's default (locally, wrangler dev's):
   * canonical links, og:url, JSON-LD, robots and sitemaps name it whatever port a request came in on.
   */
  SITE_PORT: z.pipe(
    optionalText,
    z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,4}$/, 'a port number such as 8787'), z.refine((port) => Number(port) <= 65_535, 'a port number up to 65535'))),
  ),
  /** When set, /api/cms/* is forwarded to this CMS instead of being answered from D1. */
  CMS_API_ORIGIN: z.pipe(
    optionalText,
    z.optional(
      // The CMS paths (/api/cms/...) are appended to the origin: a path here would be silently dropped.
      httpUrl().check(z.refine((url) => new URL(url).pathname === '/' && !new URL(url).search, 'an origin such as https://cms.example.hu, without a path')),
    ),
  ),
  /**
   * How long a request waits for the upstream CMS in all: a forwarded /api/cms/* call, or every CMS
   * call a page makes (tenant settings and loader share one deadline), so a hanging CMS gives the
   * error view (503) within this time.
   */
  CMS_UPSTREAM_TIMEOUT_MS: wholeNumber(10_000, 100, 30_000),
  /** Error reporting; with none set, nothing is reported and no SDK is loaded. */
  SENTRY_DSN: z
    .pipe(optionalText, z.optional(httpUrl()))
    .check(z.refine((dsn) => dsn === undefined || parseDsn(dsn) !== null, 'a Sentry DSN such as https://publickey@o0.ingest.sentry.io/42')),
  /** How long a cached tenant value is served before a background refresh is started. */
  SITE_CACHE_FRESH_SECONDS: seconds(60, 0),
  /** How long "no such tenant" is remembered; KV needs at least 60 s. */
  SITE_CACHE_MISSING_SECONDS: seconds(300, 60),
  /** How long the /monitoring tunnel waits for Sentry before answering 504; short in tests. */
  MONITORING_UPSTREAM_TIMEOUT_MS: wholeNumber(5_000, 100, 30_000),
  /**
   * A secret an operator sends as `X-Edge-Cache-Bypass` to see a page rendered afresh, past the HTML cache.
   * Unset: nobody can bypass it (a visitor's `Cache-Control: no-cache` is not obeyed: it would let anyone
   * make every request render).
   */
  EDGE_CACHE_BYPASS_TOKEN: z.pipe(optionalText, z.optional(z.string().check(z.minLength(16, 'at least 16 characters')))),
  /**
   * A secret a trusted service sends as `Authorization: Bearer …` to write through the public
   * `POST /api/cms/leads`, and that this worker sends to an upstream CMS (forwarding mode). Unset: the
   * public mount has no such endpoint (404); the site's own enquiries do not need it.
   */
  CMS_SERVICE_TOKEN: z.pipe(
    optionalText,
    z.optional(z.string().check(z.minLength(32, 'at least 32 characters (`openssl rand -hex 32`)'), z.regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces, as an HTTP header carries it'))),
  ),
  /** The sender of the enquiry e-mails; the Email Service sends only from a domain onboarded with it. */
  ENQUIRY_EMAIL_FROM: z._default(z.email('an e-mail address such as ajanlatkeres@example.hu'), 'ajanlatkeres@localhost.example'),
  /** The first retry's delay of a failed delivery; each next one waits twice as long (at most an hour). */
  ENQUIRY_RETRY_DELAY_SECONDS: wholeNumber(30, 1, 3_600),
  /**
   * Enquiries older than this are deleted by the Cron Trigger. At most what the form's privacy note
   * promises (domain/enquiries/enquiry.ts): a deployment may keep them for less, never for longer.
   */
  ENQUIRY_RETENTION_DAYS: wholeNumber(enquiryRetentionDays, 1, enquiryRetentionDays),
  /** The sender of the search alerts' e-mails (a domain onboarded with the Email Service). */
  ALERT_EMAIL_FROM: z._default(z.email('an e-mail address such as ertesites@example.hu'), 'ertesites@localhost.example'),
  /**
   * The secret that signs the alert e-mails' links (HMAC-SHA256). Unset: alerts are switched off (the form
   * answers 503, the cron sends nothing), so no deployment signs with a guessable default.
   */
  ALERT_LINK_SECRET: z.pipe(optionalText, z.optional(z.string().check(z.minLength(32, 'at least 32 characters (`openssl rand -hex 32`)')))),
  /**
   * Benchmarks only (`npm run bench:misses`): every D1 query of a request's session waits this long first,
   * as a far visitor's would for the database's primary. Refused outside PRODUCT_DOMAIN=localhost.
   */
  D1_SIMULATED_LATENCY_MS: wholeNumber(0, 0, 1_000),
}).check(
  z.refine((config) => config.D1_SIMULATED_LATENCY_MS === 0 || config.PRODUCT_DOMAIN === 'localhost', {
    message: 'only with PRODUCT_DOMAIN=localhost: a simulated latency is for benchmarks',
    path: ['D1_SIMULATED_LATENCY_MS'],
  }),
);
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The variables the configuration is read from; each may be missing (its default applies). */
export type ConfigVars = { [K in keyof Config]?: string };

const parsed = new WeakMap<object, Config>();

/** The worker's configuration (parsed once per set of bindings); throws a ConfigError naming every bad variable. */
export function configOf(env: ConfigVars): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = configSchema.safeParse({
    PRODUCT_DOMAIN: env.PRODUCT_DOMAIN,
    SITE_PORT: env.SITE_PORT,
    CMS_API_ORIGIN: env.CMS_API_ORIGIN,
    CMS_UPSTREAM_TIMEOUT_MS: env.CMS_UPSTREAM_TIMEOUT_MS,
    SENTRY_DSN: env.SENTRY_DSN,
    SITE_CACHE_FRESH_SECONDS: env.SITE_CACHE_FRESH_SECONDS,
    SITE_CACHE_MISSING_SECONDS: env.SITE_CACHE_MISSING_SECONDS,
    MONITORING_UPSTREAM_TIMEOUT_MS: env.MONITORING_UPSTREAM_TIMEOUT_MS,
    EDGE_CACHE_BYPASS_TOKEN: env.EDGE_CACHE_BYPASS_TOKEN,
    CMS_SERVICE_TOKEN: env.CMS_SERVICE_TOKEN,
    ENQUIRY_EMAIL_FROM: env.ENQUIRY_EMAIL_FROM,
    ENQUIRY_RETRY_DELAY_SECONDS: env.ENQUIRY_RETRY_DELAY_SECONDS,
    ENQUIRY_RETENTION_DAYS: env.ENQUIRY_RETENTION_DAYS,
    ALERT_EMAIL_FROM: env.ALERT_EMAIL_FROM,
    ALERT_LINK_SECRET: env.ALERT_LINK_SECRET,
    D1_SIMULATED_LATENCY_MS: env.D1_SIMULATED_LATENCY_MS,
  });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid worker configuration: ${problems}`);
  }
  parsed.set(env, result.data);
  return result.data;
}

/** The configuration, or null when it is invalid (the app then answers with the error view and logs why). */
export function validConfigOf(env: ConfigVars): Config | null {
  try {
    return configOf(env);
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
}

/** Hono's environment type for this worker. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    /** The request's CSP nonce, set by the security headers middleware (worker/security/). */
    secureHeadersNonce?: string;
    /** A picture's own resource and content policies, which the security headers middleware keeps (worker/pictures/). */
    pictureSecurityHeaders?: PictureSecurityHeaders;
    /** The parsed configuration, set by `configMiddleware` before any route runs. */
    config: Config;
  };
}

/**
 * The same bindings with `db` as their D1 (a request's session), and the same parsed configuration: the
 * built-in CMS is given these per request, so they must not be parsed again.
 */
export function bindingsWithDatabase<B extends ConfigVars & { DB: D1Database }>(env: B, db: D1Database): B {
  const derived: B = { ...env, DB: db };
  parsed.set(derived, configOf(env));
  return derived;
}

/** Puts the parsed configuration on the context; a bad one throws the ConfigError the app's error handler logs. */
export function configMiddleware() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('config', configOf(c.env));
    await next();
  });
}

/** The security headers a picture route answers with instead of a page's (security/pictureSecurityHeaders.ts). */
export interface PictureSecurityHeaders {
  'cross-origin-resource-policy': 'cross-origin';
  'content-security-policy'?: typeof svgPicturePolicy;
}
