import { describe, expect, it } from 'vitest';
import { enquiryMessages } from './enquiry';
import { checkEnquiry } from './enquiryFormSchema';

const valid = {
  property_id: 12,
  name: ' Kovács Anna ',
  email: 'kovacs.anna@example.hu',
  phone: '+36 30 123 4567',
  message: 'Érdeklődöm a(z) 12. számú ingatlan iránt.',
  consent: true,
};

describe('checkEnquiry', () => {
  it('accepts a filled-in form and trims what was typed', () => {
    expect(checkEnquiry(valid)).toEqual({ ok: true, data: { ...valid, name: 'Kovács Anna' } });
  });

  it('takes the phone number as optional', () => {
    expect(checkEnquiry({ ...valid, phone: '' }).ok).toBe(true);
    expect(checkEnquiry({ ...valid, phone: '06-1/234-5678' }).ok).toBe(true);
  });

  it('names every wrong field with its Hungarian message', () => {
    expect(checkEnquiry({ ...valid, name: ' ', email: 'anna@', phone: '12', message: 'Hi', consent: false })).toEqual({
      ok: false,
      errors: { name: enquiryMessages.name, email: enquiryMessages.email, phone: enquiryMessages.phone, message: enquiryMessages.message, consent: enquiryMessages.consent },
    });
  });

  it('refuses a form without the privacy policy accepted', () => {
    const { consent: _consent, ...withoutConsent } = valid;
    expect(checkEnquiry(withoutConsent)).toEqual({ ok: false, errors: { consent: enquiryMessages.consent } });
  });

  it('refuses text longer than the limits', () => {
    expect(checkEnquiry({ ...valid, message: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { message: enquiryMessages.messageTooLong } });
  });
});

describe('enquiryFormSchema', () => {
  it('refuses control characters in every text field, naming the field in Hungarian', () => {
    const forged = { ...valid, name: 'Béla\u001b]0;pwned\u0007\u001b[2J', email: 'a\u0000@example.hu', phone: '+36 30\u0008123 4567', message: 'Érdeklődöm\u001b[2J a lakás iránt' };
    expect(checkEnquiry(forged)).toEqual({
      ok: false,
      errors: {
        name: 'A név nem tartalmazhat vezérlőkaraktert.',
        email: 'Az e-mail-cím nem tartalmazhat vezérlőkaraktert.',
        phone: 'A telefonszám nem tartalmazhat vezérlőkaraktert.',
        message: 'Az üzenet nem tartalmazhat vezérlőkaraktert.',
      },
    });
  });

  it('keeps the line feeds of the message, and only there', () => {
    expect(checkEnquiry({ ...valid, message: 'Első sor.\nMásodik sor, kérdéssel?' }).ok).toBe(true);
    expect(checkEnquiry({ ...valid, name: 'Kovács\nAnna' })).toEqual({ ok: false, errors: { name: 'A név nem tartalmazhat vezérlőkaraktert.' } });
    expect(checkEnquiry({ ...valid, message: 'Első sor.\r\nMásodik sor, kérdéssel?' }).ok).toBe(false);
  });

  it('answers every wrong type and the listing id in Hungarian', () => {
    expect(checkEnquiry({ ...valid, property_id: 'x', name: 5, email: null, message: [] })).toEqual({
      ok: false,
      errors: { property_id: enquiryMessages.propertyId, name: enquiryMessages.name, email: enquiryMessages.email, message: enquiryMessages.message },
    });
    expect(checkEnquiry({ ...valid, property_id: -3 })).toEqual({ ok: false, errors: { property_id: enquiryMessages.propertyId } });
  });
});
