import { describe, expect, it } from 'vitest';
import { errorEvent } from './sentryEvent';

const request = () =>
  new Request('https://immo1.example.hu/kereses?q=titok', { headers: { 'cf-ray': '8a1b2c3d4e5f6789-BUD', cookie: 'session=titok', authorization: 'Bearer titok' } });

describe('errorEvent', () => {
  it('carries the error type, message, stack frames from the workerd stack, tags and a handled mechanism', () => {
    const event = errorEvent(new TypeError('render-boom'), { tenant: 'immo1', route: '/', kind: 'render' }, request());
    const [exception] = event.exception?.values ?? [];
    expect(exception).toMatchObject({ type: 'TypeError', value: 'render-boom', mechanism: { type: 'generic', handled: true } });
    const frames = exception?.stacktrace?.frames ?? [];
    expect(frames.length).toBeGreaterThan(0);
    // Frames with a file are ours (one bundled script) and rooted at /, as source maps are uploaded.
    expect(frames.filter((f) => f.filename !== undefined).every((f) => f.in_app === true && f.abs_path?.startsWith('/'))).toBe(true);
    expect(event.tags).toEqual({ tenant: 'immo1', route: '/', kind: 'render' });
    expect(event).toMatchObject({ level: 'error', platform: 'javascript', environment: 'production' });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reports the request without its query, cookies or other headers, keeping the CF-Ray that finds it in the logs', () => {
    expect(errorEvent(new Error('x'), {}, request()).request).toEqual({
      method: 'GET',
      url: 'https://immo1.example.hu/kereses',
      headers: { 'cf-ray': '8a1b2c3d4e5f6789-BUD' },
    });
  });

  it('reports the causes of an error with it, the outermost last', () => {
    const error = new Error('CMS unavailable', { cause: new Error('CMS answered 500') });
    expect(errorEvent(error, {}, request()).exception?.values?.map((v) => v.value)).toEqual(['CMS answered 500', 'CMS unavailable']);
  });

  it('wraps a thrown non-Error, marked as synthetic', () => {
    const [exception] = errorEvent('plain string', {}, request()).exception?.values ?? [];
    expect(exception).toMatchObject({ type: 'Error', value: 'plain string', mechanism: { synthetic: true } });
  });
});
