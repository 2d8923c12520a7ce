import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contactLinks';

describe('telHref', () => {
  it('keeps the digits and a leading plus, dropping spaces, dashes and brackets', () => {
    expect(telHref('+36 1 555 0100')).toBe('tel:+3615550100');
    expect(telHref(' (06) 30-611-0335 ')).toBe('tel:06306110335');
  });
});

describe('mailtoHref', () => {
  it('links the address and drops what would add a subject or other headers', () => {
    expect(mailtoHref('gyor@immo1.example')).toBe('mailto:gyor@immo1.example');
    expect(mailtoHref('a@b.example?cc=x@y.example')).toBe('mailto:a@b.examplecc=x@y.example');
  });
});
