import { describe, expect, it } from 'vitest';
import { envelopeUrl, parseDsn, publicDsn, sameProject } from './sentryDsn';

const dsn = (text: string) => {
  const parsed = parseDsn(text);
  if (!parsed) throw new Error(`not a DSN: ${text}`);
  return parsed;
};

describe('parseDsn', () => {
  it('reads protocol, public key, host with port, and project id', () => {
    expect(parseDsn('http://publickey@127.0.0.1:9000/42')).toEqual({
      protocol: 'http:',
      publicKey: 'publickey',
      host: '127.0.0.1:9000',
      pathPrefix: '',
      projectId: '42',
    });
  });

  it('keeps a path prefix before the project id', () => {
    expect(parseDsn('https://k@sentry.example.hu/sentry/7')?.pathPrefix).toBe('/sentry');
  });

  it('normalises the host: lower case, default port dropped', () => {
    expect(parseDsn('https://k@O1.Ingest.Sentry.IO:443/42')?.host).toBe('o1.ingest.sentry.io');
  });

  it.each([
    ['no public key', 'https://o1.ingest.sentry.io/42'],
    ['no project id', 'https://k@o1.ingest.sentry.io/'],
    ['a non-numeric project id', 'https://k@o1.ingest.sentry.io/api'],
    ['another scheme', 'ftp://k@o1.ingest.sentry.io/42'],
    ['a query string', 'https://k@o1.ingest.sentry.io/42?x=1'],
    ['not a URL at all', 'publickey@nowhere'],
  ])('rejects a DSN with %s', (_, text) => {
    expect(parseDsn(text)).toBeNull();
  });
});

describe('sameProject', () => {
  const configured = dsn('https://k@o1.ingest.sentry.io/42');

  it('matches the same host and project id whatever the key', () => {
    expect(sameProject(configured, dsn('https://other-key@o1.ingest.sentry.io/42'))).toBe(true);
  });

  it('refuses another project on the same host', () => {
    expect(sameProject(configured, dsn('https://k@o1.ingest.sentry.io/43'))).toBe(false);
  });

  it('refuses the same project id on another host', () => {
    expect(sameProject(configured, dsn('https://k@evil.example/42'))).toBe(false);
  });

  it('refuses the same host on another port', () => {
    expect(sameProject(dsn('http://k@127.0.0.1:9000/42'), dsn('http://k@127.0.0.1:9001/42'))).toBe(false);
  });
});

describe('envelopeUrl', () => {
  it('is {protocol}//{host}/api/{projectId}/envelope/', () => {
    expect(envelopeUrl(dsn('http://publickey@127.0.0.1:9000/42'))).toBe('http://127.0.0.1:9000/api/42/envelope/');
  });

  it('keeps the path prefix', () => {
    expect(envelopeUrl(dsn('https://k@sentry.example.hu/sentry/7'))).toBe('https://sentry.example.hu/sentry/api/7/envelope/');
  });
});

describe('publicDsn', () => {
  it('drops a legacy secret key', () => {
    expect(publicDsn(dsn('https://public:secret@o1.ingest.sentry.io/42'))).toBe('https://public@o1.ingest.sentry.io/42');
  });

  it('gives a public DSN back unchanged', () => {
    expect(publicDsn(dsn('http://publickey@127.0.0.1:9000/42'))).toBe('http://publickey@127.0.0.1:9000/42');
  });
});
