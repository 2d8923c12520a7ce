import { describe, expect, it } from 'vitest';
import { mediaTypeOf } from './mediaType';

describe('mediaTypeOf', () => {
  it('reads the media type alone, in lower case, whatever parameters and spaces follow', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf(' application/csp-report ')).toBe('application/csp-report');
  });

  it('is empty for a request without a Content-Type', () => {
    expect(mediaTypeOf(null)).toBe('');
    expect(mediaTypeOf(undefined)).toBe('');
    expect(mediaTypeOf('')).toBe('');
  });
});
