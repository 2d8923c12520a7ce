import { describe, expect, it } from 'vitest';
import { linkUse, mailboxDigest, signLink, verifyLink } from './signedLink';

const secret = 'a-test-secret-of-at-least-32-characters!';
const now = 1_800_000_000;
const link = { alertId: 42, purpose: 'confirm', expiresAt: now + 3600 } as const;

describe('signed links', () => {
  it('verifies a link it signed, for its purpose, before it expires', async () => {
    const token = await signLink(link, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyLink(token, 'confirm', secret, now)).toEqual({ ok: true, payload: link });
  });

  it('refuses a tampered link: another alert id in the payload, a changed MAC, another secret, junk', async () => {
    const token = await signLink(link, secret);
    const [body, mac] = token.split('.') as [string, string];
    const forged = btoa(JSON.stringify({ a: 43, p: 'confirm', e: now + 3600 })).replace(/=+$/, '');
    expect(await verifyLink(`${forged}.${mac}`, 'confirm', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyLink(`${body}.${mac.slice(0, -2)}${mac.endsWith('A') ? 'B' : 'A'}A`, 'confirm', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyLink(token, 'confirm', `${secret}x`, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', '.', 'abc', `${token}.x`, 'a'.repeat(600), '%%%.%%%']) expect(await verifyLink(junk, 'confirm', secret, now)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a link used for another purpose than it was signed for (a confirmation as an unsubscribe)', async () => {
    expect(await verifyLink(await signLink(link, secret), 'unsubscribe', secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired link as expired, at its expiry second and after', async () => {
    const token = await signLink(link, secret);
    expect(await verifyLink(token, 'confirm', secret, link.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyLink(token, 'confirm', secret, link.expiresAt + 86_400)).toEqual({ ok: false, reason: 'expired' });
  });

  it('tells a replayed link by the alert: a confirmation of a confirmed alert was used, any link of a deleted alert is gone', () => {
    expect(linkUse('confirm', { state: 'pending' })).toBe('use');
    expect(linkUse('confirm', { state: 'confirmed' })).toBe('alreadyUsed');
    expect(linkUse('unsubscribe', { state: 'confirmed' })).toBe('use');
    expect(linkUse('unsubscribe', null)).toBe('gone');
    expect(linkUse('manage', { state: 'pending' })).toBe('gone');
  });

  it('lets an unsubscribe link leave a pending alert (the confirmation e-mail carries one)', () => {
    expect(linkUse('unsubscribe', { state: 'pending' })).toBe('use');
  });

  it('digests a mailbox under the secret: the same mailbox alike, another mailbox or another secret not, and never the address itself', async () => {
    const digest = await mailboxDigest('victim@gmail.com', secret);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await mailboxDigest('victim@gmail.com', secret)).toBe(digest);
    expect(await mailboxDigest('victim2@gmail.com', secret)).not.toBe(digest);
    expect(await mailboxDigest('victim@gmail.com', `${secret}x`)).not.toBe(digest);
  });
});
