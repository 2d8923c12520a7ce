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
