import { describe, expect, it } from 'vitest';
import { enquiryRecipients } from './enquiryRecipients';

const office = (email: string | null) => ({ id: 13, name: 'Iroda', city: { id: 1, label: 'Budapest' }, address: 'Váci út 1.', phone: null, email, picture_url: null });
const agent = (email: string | null) => ({ id: 7, fullname: 'Kiss Péter', photo_url: null, phone: null, email });

describe('enquiryRecipients', () => {
  it('writes to the agent with the office in copy', () => {
    expect(enquiryRecipients({ agent: agent('peter@x.hu'), office: office('iroda@x.hu') }, 'kozpont@x.hu')).toEqual({ to: 'peter@x.hu', cc: ['iroda@x.hu'], replaced: [] });
  });

  it('writes to the office when the listing has no agent', () => {
    expect(enquiryRecipients({ agent: null, office: office('iroda@x.hu') }, 'kozpont@x.hu')).toEqual({ to: 'iroda@x.hu', cc: [], replaced: [] });
  });

  it('puts the franchise address in place of whoever has none, naming them, and never twice', () => {
    expect(enquiryRecipients({ agent: agent(null), office: office('iroda@x.hu') }, 'kozpont@x.hu')).toEqual({ to: 'kozpont@x.hu', cc: ['iroda@x.hu'], replaced: ['agent 7'] });
    expect(enquiryRecipients({ agent: agent('peter@x.hu'), office: office(' ') }, 'kozpont@x.hu')).toEqual({ to: 'peter@x.hu', cc: ['kozpont@x.hu'], replaced: ['office 13'] });
    expect(enquiryRecipients({ agent: agent(null), office: office(null) }, 'kozpont@x.hu')).toEqual({ to: 'kozpont@x.hu', cc: [], replaced: ['office 13', 'agent 7'] });
  });

  it('finds nobody when nobody has an address, the franchise included', () => {
    expect(enquiryRecipients({ agent: null, office: office(null) }, null)).toBeNull();
  });
});
