import { describe, expect, it } from 'vitest';
import { isDocumentRequest } from './documentFiles';

describe('isDocumentRequest', () => {
  it('is true for a path in the documents folder, on any host and port', () => {
    expect(isDocumentRequest(new Request('http://immo1.localhost:8787/dokumentumok/adatkezelesi-tajekoztato.html'))).toBe(true);
    expect(isDocumentRequest(new Request('https://budapest13.example.hu/dokumentumok/x'))).toBe(true);
  });

  it('is false for other paths, for a folder name that only begins the same, and for the name in the query', () => {
    expect(isDocumentRequest(new Request('http://immo1.localhost/'))).toBe(false);
    expect(isDocumentRequest(new Request('http://immo1.localhost/dokumentumok'))).toBe(false);
    expect(isDocumentRequest(new Request('http://immo1.localhost/dokumentumokx/a'))).toBe(false);
    expect(isDocumentRequest(new Request('http://immo1.localhost/kereses?vissza=/dokumentumok/a'))).toBe(false);
    expect(isDocumentRequest(new Request('http://immo1.localhost/oldal/dokumentumok/a'))).toBe(false);
  });
});
