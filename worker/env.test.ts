import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ConfigError, type ConfigVars, configOf } from './env';

/** The test worker's real bindings with these variables instead of wrangler.toml's. */
const bindings = (vars: ConfigVars): ConfigVars => ({
  ...env,
  PRODUCT_DOMAIN: undefined,
  SITE_CACHE_FRESH_SECONDS: undefined,
  SITE_CACHE_MISSING_SECONDS: undefined,
  ...vars,
});

describe('configOf', () => {
  it('applies the documented defaults', () => {
    expect(configOf(bindings({}))).toMatchObject({
      PRODUCT_DOMAIN: 'localhost',
      CMS_API_ORIGIN: undefined,
      SENTRY_DSN: undefined,
      SITE_CACHE_FRESH_SECONDS: 60,
      SITE_CACHE_MISSING_SECONDS: 300,
      CMS_UPSTREAM_TIMEOUT_MS: 10_000,
    });
  });

  it('bounds the upstream CMS timeout between 100 ms and 30 s', () => {
    expect(configOf(bindings({ CMS_UPSTREAM_TIMEOUT_MS: '2500' })).CMS_UPSTREAM_TIMEOUT_MS).toBe(2_500);
    expect(() => configOf(bindings({ CMS_UPSTREAM_TIMEOUT_MS: '0' }))).toThrow(/CMS_UPSTREAM_TIMEOUT_MS/);
    expect(() => configOf(bindings({ CMS_UPSTREAM_TIMEOUT_MS: '60000' }))).toThrow(/CMS_UPSTREAM_TIMEOUT_MS/);
  });

  it('reads the cache windows from their string variables', () => {
    const config = configOf(bindings({ SITE_CACHE_FRESH_SECONDS: '5', SITE_CACHE_MISSING_SECONDS: '120' }));
    expect(config.SITE_CACHE_FRESH_SECONDS).toBe(5);
    expect(config.SITE_CACHE_MISSING_SECONDS).toBe(120);
  });

  it('takes a CMS service token of 32 printable characters or more, and names the variable otherwise', () => {
    const token = 'a'.repeat(40);
    expect(configOf(bindings({ CMS_SERVICE_TOKEN: token })).CMS_SERVICE_TOKEN).toBe(token);
    expect(configOf(bindings({ CMS_SERVICE_TOKEN: ' ' })).CMS_SERVICE_TOKEN).toBeUndefined();
    expect(() => configOf(bindings({ CMS_SERVICE_TOKEN: 'short' }))).toThrow(/CMS_SERVICE_TOKEN: at least 32 characters/);
    expect(() => configOf(bindings({ CMS_SERVICE_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` }))).toThrow(/CMS_SERVICE_TOKEN: printable ASCII/);
  });

  it('keeps enquiries at most as long as the privacy note promises, 180 days by default', () => {
    expect(configOf(bindings({})).ENQUIRY_RETENTION_DAYS).toBe(180);
    expect(configOf(bindings({ ENQUIRY_RETENTION_DAYS: '30' })).ENQUIRY_RETENTION_DAYS).toBe(30);
    expect(() => configOf(bindings({ ENQUIRY_RETENTION_DAYS: '365' }))).toThrow(/ENQUIRY_RETENTION_DAYS/);
    expect(() => configOf(bindings({ ENQUIRY_EMAIL_FROM: 'not an address' }))).toThrow(/ENQUIRY_EMAIL_FROM/);
  });

  it('simulates D1 latency only on a local product domain, for benchmarks, and none by default', () => {
    expect(configOf(bindings({})).D1_SIMULATED_LATENCY_MS).toBe(0);
    expect(configOf(bindings({ D1_SIMULATED_LATENCY_MS: '50' })).D1_SIMULATED_LATENCY_MS).toBe(50);
    expect(() => configOf(bindings({ D1_SIMULATED_LATENCY_MS: '50', PRODUCT_DOMAIN: 'example.hu' }))).toThrow(/D1_SIMULATED_LATENCY_MS: only with PRODUCT_DOMAIN=localhost/);
    expect(configOf(bindings({ D1_SIMULATED_LATENCY_MS: '0', PRODUCT_DOMAIN: 'example.hu' })).D1_SIMULATED_LATENCY_MS).toBe(0);
  });

  it('treats an empty CMS_API_ORIGIN as unset', () => {
    expect(configOf(bindings({ CMS_API_ORIGIN: '  ' })).CMS_API_ORIGIN).toBeUndefined();
  });

  it('refuses a CMS_API_ORIGIN with a path, which the forwarding would drop', () => {
    expect(() => configOf(bindings({ CMS_API_ORIGIN: 'https://cms.example.hu/v2' }))).toThrow(/CMS_API_ORIGIN: an origin such as/);
    expect(configOf(bindings({ CMS_API_ORIGIN: 'https://cms.example.hu/' })).CMS_API_ORIGIN).toBe('https://cms.example.hu/');
  });

  it('takes SITE_PORT only as a port number from 1 to 65535', () => {
    expect(configOf(bindings({})).SITE_PORT).toBeUndefined();
    expect(configOf(bindings({ SITE_PORT: '8787' })).SITE_PORT).toBe('8787');
    for (const bad of ['0', '65536', '1e3', '08787', ':8787']) {
      expect(() => configOf(bindings({ SITE_PORT: bad })), bad).toThrow(/SITE_PORT: a port number/);
    }
  });

  it('fails loudly, naming every wrong variable', () => {
    const wrong = bindings({ PRODUCT_DOMAIN: 'Not A Domain', CMS_API_ORIGIN: 'ftp://cms', SITE_CACHE_MISSING_SECONDS: '10' });
    expect(() => configOf(wrong)).toThrow(ConfigError);
    expect(() => configOf(wrong)).toThrow(/PRODUCT_DOMAIN.*CMS_API_ORIGIN.*SITE_CACHE_MISSING_SECONDS/);
  });
});
