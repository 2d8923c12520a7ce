/**
 * @module Signed links of the alert e-mails (confirm, unsubscribe, manage): a payload naming the alert,
 * what the link does and when it expires, with an HMAC-SHA256 of it under a secret only the worker
 * knows (Web Crypto, as browsers, Node and Workers have it). A tampered link fails the MAC, an expired
 * one its time; a link used again (a confirmation opened twice, an alert deleted since) is told apart by
 * the alert's state, which the caller reads (linkUse below).
 */
import * as z from 'zod/mini';

const linkPurposes = ['confirm', 'unsubscribe', 'manage'] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

const payloadSchema = z.object({ a: z.int().check(z.positive()), p: z.enum(linkPurposes), e: z.int() });
type LinkPayload = { alertId: number; purpose: LinkPurpose; expiresAt: number };

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of a secret, imported once per secret. */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * A token for the link: `<payload>.<mac>`, both base64url, safe in a query string.
 * @example await signLink({ alertId: 7, purpose: 'confirm', expiresAt: 1767225600 }, secret) // 'eyJhIjo3LC….Xy…'
 */
export async function signLink(payload: LinkPayload, secret: string): Promise<string> {
  const body = base64Url(encoder.encode(JSON.stringify({ a: payload.alertId, p: payload.purpose, e: payload.expiresAt })));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(body)));
  return `${body}.${base64Url(mac)}`;
}

/** The longest token read: a payload and a MAC are far shorter. */
const maxTokenLength = 512;

type LinkCheck = { ok: true; payload: LinkPayload } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The link's payload when its MAC is right (checked in constant time by Web Crypto), it is for
 * `purpose`, and it has not expired at `nowSeconds`.
 */
export async function verifyLink(token: string, purpose: LinkPurpose, secret: string, nowSeconds: number): Promise<LinkCheck> {
  if (token.length > maxTokenLength) return { ok: false, reason: 'invalid' };
  const [body, macText, extra] = token.split('.');
  if (body === undefined || macText === undefined || extra !== undefined) return { ok: false, reason: 'invalid' };
  const mac = fromBase64Url(macText);
  const json = fromBase64Url(body);
  if (mac === null || json === null) return { ok: false, reason: 'invalid' };
  if (!(await crypto.subtle.verify('HMAC', await keyOf(secret), mac, encoder.encode(body)))) return { ok: false, reason: 'invalid' };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = z.safeParse(payloadSchema, value);
  if (!parsed.success || parsed.data.p !== purpose) return { ok: false, reason: 'invalid' };
  if (parsed.data.e <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload: { alertId: parsed.data.a, purpose: parsed.data.p, expiresAt: parsed.data.e } };
}

/**
 * A keyed digest of a mailbox (hex HMAC-SHA256 under the links' secret), so the confirmation limits can
 * recognise a mailbox without storing its address; without the secret it cannot be guessed from a list
 * of addresses. Its input (`mailbox:` and an address) can never be a token's payload, so it signs no link.
 */
export async function mailboxDigest(mailbox: string, secret: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(`mailbox:${mailbox}`)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type LinkUse = 'use' | 'alreadyUsed' | 'gone';

/**
 * What a verified link may do with the alert as it is now: a confirmation of a confirmed alert was used
 * before (replayed: nothing happens twice); any link of an alert that no longer exists is gone. An
 * unsubscribe link works on a pending alert too (the confirmation e-mail carries one); managing waits
 * for the confirmation.
 */
export function linkUse(purpose: LinkPurpose, alert: { state: 'pending' | 'confirmed' } | null): LinkUse {
  if (alert === null) return 'gone';
  if (purpose === 'confirm' && alert.state === 'confirmed') return 'alreadyUsed';
  if (purpose === 'manage' && alert.state === 'pending') return 'gone';
  return 'use';
}
