import { describe, expect, it } from 'vitest';
import { isValidSubdomain, subdomainFromHost } from './host';

describe('subdomainFromHost', () => {
  it('takes the first label as the subdomain under the product domain', () => {
    expect(subdomainFromHost('immo1.example.hu', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'immo1' });
  });

  it('ignores the port, letter case and a trailing dot', () => {
    expect(subdomainFromHost('Immo1.LOCALHOST:8787', 'localhost')).toEqual({ kind: 'tenant', subdomain: 'immo1' });
    expect(subdomainFromHost('debrecen.example.hu.', 'example.hu')).toEqual({ kind: 'tenant', subdomain: 'debrecen' });
  });

  it('treats the bare product domain as no tenant', () => {
    expect(subdomainFromHost('localhost:8787', 'localhost')).toEqual({ kind: 'bare' });
    expect(subdomainFromHost('example.hu', 'example.hu')).toEqual({ kind: 'bare' });
  });

  it('treats www as the bare product domain', () => {
    expect(subdomainFromHost('www.example.hu', 'example.hu')).toEqual({ kind: 'bare' });
  });

  it('refuses hosts outside the product domain', () => {
    expect(subdomainFromHost('immo1.other.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('notexample.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('127.0.0.1:8787', 'localhost')).toEqual({ kind: 'foreign' });
  });

  it('refuses nested labels and labels that are not DNS labels', () => {
    expect(subdomainFromHost('a.immo1.example.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('-immo1.example.hu', 'example.hu')).toEqual({ kind: 'foreign' });
    expect(subdomainFromHost('im_mo.example.hu', 'example.hu')).toEqual({ kind: 'foreign' });
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
