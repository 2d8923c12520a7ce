import { describe, expect, it } from 'vitest';
import { confirmationCeiling, confirmationWindows, freeMailCeiling, mailboxOf, smallDomainCeiling } from './confirmationLimits';

describe('mailboxOf', () => {
  it('reads an address in any case as one mailbox', () => {
    expect(mailboxOf('Victim@Example.HU')).toEqual({ mailbox: 'victim@example.hu', domain: 'example.hu' });
  });

  it('drops a +tag on every domain, so victim+1@ and victim+2@ are the mailbox victim@', () => {
    for (const email of ['victim+1@example.hu', 'victim+2@example.hu', 'victim+a+b@example.hu']) expect(mailboxOf(email).mailbox).toBe('victim@example.hu');
  });

  it('drops the dots of a gmail.com local part and reads googlemail.com as gmail.com', () => {
    for (const email of ['v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'Vic.Tim+alerts@GoogleMail.com', 'victim@gmail.com.']) {
      expect(mailboxOf(email)).toEqual({ mailbox: 'victim@gmail.com', domain: 'gmail.com' });
    }
  });

  it('keeps the dots of other domains, where they tell mailboxes apart', () => {
    expect(mailboxOf('anna.kiss@freemail.hu').mailbox).toBe('anna.kiss@freemail.hu');
    expect(mailboxOf('anna.kiss@freemail.hu').mailbox).not.toBe(mailboxOf('annakiss@freemail.hu').mailbox);
  });

  it('keeps a local part that is all tag or all dots rather than merging it with others into an empty one', () => {
    expect(mailboxOf('+x@example.hu').mailbox).toBe('+x@example.hu');
    expect(mailboxOf('...@gmail.com').mailbox).toBe('...@gmail.com');
  });
});

describe('confirmationCeiling', () => {
  it('gives big free-mail providers a ceiling high enough not to lock their users out, and other domains a small one', () => {
    expect(confirmationCeiling('gmail.com')).toBe(freeMailCeiling);
    expect(confirmationCeiling('freemail.hu')).toBe(freeMailCeiling);
    expect(confirmationCeiling(mailboxOf('x@googlemail.com').domain)).toBe(freeMailCeiling);
    expect(confirmationCeiling('example.hu')).toBe(smallDomainCeiling);
    expect(smallDomainCeiling.perHour).toBeLessThan(freeMailCeiling.perHour);
    expect(smallDomainCeiling.perHour).toBeLessThanOrEqual(smallDomainCeiling.perDay);
  });
});

describe('confirmationWindows', () => {
  it('lets a mailbox be mailed again 24 hours after its last confirmation, and counts a domain over the last hour and day', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(confirmationWindows(now)).toEqual({
      mailboxSince: Date.parse('2026-11-27T10:00:00Z'),
      hourSince: Date.parse('2026-11-28T09:00:00Z'),
      daySince: Date.parse('2026-11-27T10:00:00Z'),
    });
  });
});
