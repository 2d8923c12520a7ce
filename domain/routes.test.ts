import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute } from './routes';

describe('matchPattern', () => {
  it('matches literal segments and reads parameters', () => {
    expect(matchPattern('/iroda/:id', '/iroda/12')).toEqual({ id: '12' });
    expect(matchPattern('/', '/')).toEqual({});
  });

  it('ignores a trailing slash but not extra segments', () => {
    expect(matchPattern('/kereses', '/kereses/')).toEqual({});
    expect(matchPattern('/iroda/:id', '/iroda/12/x')).toBeNull();
    expect(matchPattern('/iroda/:id', '/iroda')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('finds the home route and nothing for unknown paths', () => {
    expect(matchRoute('/')?.route.id).toBe('home');
    expect(matchRoute('/nincs-ilyen')).toBeNull();
  });
});
