import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { assertNoRefusedFetch } from './refusedFetch';

const echoSchema = z.object({ method: z.string(), path: z.string(), query: z.string(), headers: z.record(z.string(), z.unknown()), body: z.string() });

describe('outbound fetch in worker tests', () => {
  it('reaches a loopback server the setup started, request and answer passed through unchanged', async () => {
    const response = await fetch(`${env.TEST_ECHO_UPSTREAM}/api/cms/echo?x=1`, { method: 'POST', body: 'árvíztűrő', headers: { 'x-test': 'yes' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('hu');
    const echo = echoSchema.parse(await response.json());
    expect(echo).toMatchObject({ method: 'POST', path: '/api/cms/echo', query: '?x=1', body: 'árvíztűrő', headers: { 'x-test': 'yes' } });
    expect(Object.keys(echo.headers).filter((name) => name.startsWith('mf-'))).toEqual([]);
    await expect(assertNoRefusedFetch()).resolves.toBeUndefined();
  });

  it('passes a redirect back rather than following it', async () => {
    const response = await fetch(`${env.TEST_ECHO_UPSTREAM}/api/cms/redirect`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://upstream.example/elsewhere');
  });

  it('refuses the public internet: the fetch rejects, and the check names the request even when the error was swallowed', async () => {
    await expect(fetch('https://example.com/')).rejects.toThrow();
    await fetch('https://o1.ingest.sentry.io/api/42/envelope/', { method: 'POST', body: '{}' }).catch(() => undefined);
    await expect(assertNoRefusedFetch()).rejects.toThrow('Outbound fetch refused: GET example.com/, POST o1.ingest.sentry.io/api/42/envelope/');
    // The check forgets what it reported, so the next test starts clean.
    await expect(assertNoRefusedFetch()).resolves.toBeUndefined();
  });

  it('refuses a loopback port the setup did not start', async () => {
    await expect(fetch('http://127.0.0.1:9/')).rejects.toThrow();
    await expect(assertNoRefusedFetch()).rejects.toThrow('GET 127.0.0.1:9/');
  });
});
