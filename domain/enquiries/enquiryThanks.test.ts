import { describe, expect, it } from 'vitest';
import { enquiryThanks } from './enquiryThanks';

describe('enquiryThanks', () => {
  it('thanks the visitor by name and names the agent who will answer, by phone or e-mail when a phone was given', () => {
    expect(enquiryThanks({ visitorName: ' Szabó  Eszter ', agentName: 'Kiss Anna', officeName: 'Immo1 Szeged', phoneGiven: true })).toEqual({
      title: 'Köszönjük, Szabó Eszter!',
      text: 'Üzenetét megkaptuk, és továbbítjuk Kiss Anna kollégánknak, aki telefonon vagy e-mailben keresi Önt.',
    });
  });

  it('promises only e-mail when no phone was given', () => {
    expect(enquiryThanks({ visitorName: 'Szabó Eszter', agentName: 'Kiss Anna', officeName: 'Immo1 Szeged', phoneGiven: false }).text).toBe(
      'Üzenetét megkaptuk, és továbbítjuk Kiss Anna kollégánknak, aki e-mailben keresi Önt.',
    );
  });

  it('names the office, with the article its name takes, when the listing has no agent', () => {
    expect(enquiryThanks({ visitorName: 'Szabó Eszter', agentName: null, officeName: 'Immo1 Szeged', phoneGiven: true }).text).toBe(
      'Üzenetét megkaptuk, és továbbítjuk az Immo1 Szeged munkatársainak, akik telefonon vagy e-mailben keresik Önt.',
    );
    expect(enquiryThanks({ visitorName: 'Szabó Eszter', agentName: '  ', officeName: 'Debreceni Ingatlaniroda', phoneGiven: false }).text).toBe(
      'Üzenetét megkaptuk, és továbbítjuk a Debreceni Ingatlaniroda munkatársainak, akik e-mailben keresik Önt.',
    );
  });

  it('promises no time the site cannot know', () => {
    const { text } = enquiryThanks({ visitorName: 'Szabó Eszter', agentName: 'Kiss Anna', officeName: 'Immo1 Szeged', phoneGiven: true });
    expect(text).not.toMatch(/\d|órán|napon|percen|azonnal/);
  });

  it('thanks without a name when the name is blank', () => {
    expect(enquiryThanks({ visitorName: ' ', agentName: 'Kiss Anna', officeName: 'Immo1 Szeged', phoneGiven: false }).title).toBe('Köszönjük!');
  });
});
