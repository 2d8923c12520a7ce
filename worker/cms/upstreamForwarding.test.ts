import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forwardToUpstream } from './upstreamForwarding';

const forward = (path: string, init?: RequestInit) => forwardToUpstream(new Request(`https://immo1.example.hu${path}`, init), env.TEST_ECHO_UPSTREAM, AbortSignal.timeout(5_000));

describe('forwardToUpstream', () => {
  it('sends the same path, query, method and body to the upstream origin', async () => {
    const res = await forward('/api/cms/echo?franchise_id=1&unit_type=franchise', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"types":["floor"]}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ method: 'POST', path: '/api/cms/echo', query: '?franchise_id=1&unit_type=franchise', body: '{"types":["floor"]}' });
  });

  it('keeps cookies and client addresses from the upstream, but passes conditional headers', async () => {
    const res = await forward('/api/cms/echo', {
      headers: { cookie: 'cookie_consent=1', 'x-forwarded-for': '203.0.113.9', 'cf-connecting-ip': '203.0.113.9', 'if-none-match': '"x"', 'accept-language': 'hu' },
    });
    const { headers } = await res.json<{ headers: Record<string, string> }>();
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['cf-connecting-ip']).toBeUndefined();
    expect(headers['if-none-match']).toBe('"x"');
    expect(headers['accept-language']).toBe('hu');
  });

  it('names the site by X-Forwarded-Host, passes a write’s Idempotency-Key, and authenticates with the service token only when given one', async () => {
    const ask = async (serviceToken?: string) => {
      const request = new Request('https://immo1.example.hu/api/cms/echo', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1', authorization: 'Bearer visitor' }, body: '{}' });
      const res = await forwardToUpstream(request, env.TEST_ECHO_UPSTREAM, AbortSignal.timeout(5_000), serviceToken);
      return (await res.json<{ headers: Record<string, string> }>()).headers;
    };
    const withToken = await ask('s'.repeat(40));
    expect(withToken['x-forwarded-host']).toBe('immo1.example.hu');
    expect(withToken['idempotency-key']).toBe('k-1');
    expect(withToken.authorization).toBe(`Bearer ${'s'.repeat(40)}`);
    expect((await ask()).authorization).toBeUndefined();
  });

  it('passes the meaning headers back and drops the upstream cookies', async () => {
    const res = await forward('/api/cms/echo');
    expect(res.headers.get('content-language')).toBe('hu');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('does not follow a redirect but passes it back with its Location', async () => {
    const res = await forward('/api/cms/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://upstream.example/elsewhere');
    expect(res.headers.get('etag')).toBe('"r1"');
  });

  it('makes conditional requests work end to end: ETag out, 304 back', async () => {
    const first = await forward('/api/cms/not-modified');
    expect(first.headers.get('etag')).toBe('"v1"');
    expect(first.headers.get('last-modified')).toBe('Sun, 22 Nov 2026 06:00:00 GMT');
    expect(first.headers.get('vary')).toBe('Accept-Language');
    const second = await forward('/api/cms/not-modified', { headers: { 'if-none-match': '"v1"' } });
    expect(second.status).toBe(304);
  });

  it('answers 502 in JSON when the upstream cannot be reached', async () => {
    const res = await forwardToUpstream(new Request('https://immo1.example.hu/api/cms/echo'), env.TEST_CLOSED_ORIGIN, AbortSignal.timeout(5_000));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_unavailable' });
  });
});
