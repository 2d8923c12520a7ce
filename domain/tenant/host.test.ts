import { describe, expect, it } from 'vitest';
import { isReservedSubdomain, isValidSubdomain, normalizeHost, requestTenant, siteOrigin, subdomainFromHost, tenantOfHostname } from './host';

describe('normalizeHost', () => {
  it('lower-cases the host and drops a trailing dot, keeping the port apart', () => {
    expect(normalizeHost('Immo1.LOCALHOST.:8787')).toEqual({ hostname: 'immo1.localhost', port: '8787' });
    expect(normalizeHost('immo1.example.hu.')).toEqual({ hostname: 'immo1.example.hu', port: '' });
    expect(normalizeHost(' immo1.example.hu ')).toEqual({ hostname: 'immo1.example.hu', port: '' });
  });

  it('writes Unicode labels in punycode, as DNS knows them, and keeps punycode as it is', () => {
    expect(normalizeHost('Ház.example.hu')).toEqual({ hostname: 'xn--hz-mia.example.hu', port: '' });
    expect(normalizeHost('xn--hz-mia.example.hu')).toEqual({ hostname: 'xn--hz-mia.example.hu', port: '' });
  });

  it('refuses what is not a host: empty, a bad port, user info, a path, escapes, two trailing dots', () => {
    for (const bad of ['', '   ', 'immo1.localhost:99999', 'immo1.localhost:abc', 'user@immo1.localhost', 'immo1.localhost/x', 'imm%6f1.localhost', 'immo1.localhost..', 'immo 1.localhost']) {
      expect(normalizeHost(bad), bad).toBeNull();
    }
  });
});

describe('tenantOfHostname', () => {
  it('takes the first label as the subdomain under the product domain', () => {
    expect(tenantOfHostname('immo1.example.hu', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'immo1' });
    expect(tenantOfHostname('xn--hz-mia.example.hu', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'xn--hz-mia' });
  });
});

describe('subdomainFromHost', () => {
  it('takes the first label as the subdomain under the product domain', () => {
    expect(subdomainFromHost('immo1.example.hu', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'immo1' });
  });

  it('ignores the port, letter case and a trailing dot', () => {
    expect(subdomainFromHost('Immo1.LOCALHOST:8787', 'localhost')).toEqual({ kind: 'tenant', subdomain: 'immo1' });
    expect(subdomainFromHost('debrecen.example.hu.', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'debrecen' });
    expect(subdomainFromHost('DEBRECEN.example.hu.:443', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'debrecen' });
  });

  it('treats the bare product domain as no tenant', () => {
    expect(subdomainFromHost('localhost:8787', 'localhost')).toEqual({ kind: 'bare' });
    expect(subdomainFromHost('example.hu', 'example.hu')).toEqual({ kind: 'bare' });
    expect(subdomainFromHost('Example.HU.', 'example.hu')).toEqual({ kind: 'bare' });
  });

  it('treats www as the bare product domain', () => {
    expect(subdomainFromHost('www.example.hu', 'example.hu')).toEqual({ kind: 'bare' });
  });

  it('refuses hosts outside the product domain, and malformed hosts', () => {
    expect(subdomainFromHost('immo1.other.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('notexample.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('127.0.0.1:8787', 'localhost')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('[::1]:8787', 'localhost')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('immo1.localhost:99999', 'localhost')).toEqual({ kind: 'foreign' });
  });

  it('refuses nested labels and labels that are not DNS labels', () => {
    expect(subdomainFromHost('a.immo1.example.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('-immo1.example.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('im_mo.example.hu', 'example.hu')).toEqual({ kind: 'foreign' });
  });
});

describe('siteOrigin', () => {
  it('names the tenant under the configured domain, with a port only when it is not the default', () => {
    expect(siteOrigin('https:', 'immo1', 'example.hu', '')).toBe('https://immo1.example.hu');
    expect(siteOrigin('https:', 'immo1', 'example.hu', '443')).toBe('https://immo1.example.hu');
    expect(siteOrigin('http:', 'immo1', 'localhost', '8787')).toBe('http://immo1.localhost:8787');
  });
});

describe('isValidSubdomain', () => {
  it('accepts lower-case DNS labels and refuses the rest', () => {
    expect(isValidSubdomain('budapest13')).toBe(true);
    expect(isValidSubdomain('lakas-pont')).toBe(true);
    expect(isValidSubdomain('Immo1')).toBe(false);
    expect(isValidSubdomain('www')).toBe(false);
    expect(isValidSubdomain('')).toBe(false);
    expect(isValidSubdomain('a'.repeat(64))).toBe(false);
  });
});

describe('isReservedSubdomain', () => {
  it('keeps api, www, mail, admin, cdn, static and assets for the product, and no tenant-like name', () => {
    for (const name of ['api', 'www', 'mail', 'admin', 'cdn', 'static', 'assets']) expect(isReservedSubdomain(name), name).toBe(true);
    for (const name of ['immo1', 'apis', 'api-szeged', 'webmail']) expect(isReservedSubdomain(name), name).toBe(false);
  });
});

describe('requestTenant', () => {
  const site = { productDomain: 'example.hu', port: undefined };

  it('reads the tenant from the Host header and names its origin from configuration, not from the port the request named', () => {
    expect(requestTenant('Immo1.Example.hu:9999', new URL('https://immo1.example.hu:9999/kereses'), site)).toEqual({ kind: 'tenant', subdomain: 'immo1', siteUrl: 'https://immo1.example.hu' });
    expect(requestTenant('immo1.localhost:8787', new URL('http://immo1.localhost:8787/'), { productDomain: 'localhost', port: '8787' })).toEqual({ kind: 'tenant', subdomain: 'immo1', siteUrl: 'http://immo1.localhost:8787' });
  });

  it("takes the URL's host when the request has no Host header", () => {
    expect(requestTenant(null, new URL('https://lakaspont.example.hu/'), site)).toMatchObject({ kind: 'tenant', subdomain: 'lakaspont' });
  });

  it('tells a malformed host from a host that names no tenant', () => {
    expect(requestTenant('immo1.example.hu/evil', new URL('https://immo1.example.hu/'), site)).toEqual({ kind: 'badHost' });
    expect(requestTenant('example.hu', new URL('https://example.hu/'), site)).toEqual({ kind: 'noTenant' });
    expect(requestTenant('immo1.other.hu', new URL('https://immo1.other.hu/'), site)).toEqual({ kind: 'noTenant' });
  });
});
