import { describe, expect, it } from 'vitest';
import { condition, propertyTypes, saleStatuses, structure } from '../../domain/search/filterOptionLists';
import { AgentListingTally, specialitiesOf } from './agentSpecialities';
import { generateListings } from './listings';
import { agentProfiles, generateNetwork } from './network';
import type { PropertyRow } from './rows';

const properties = [...generateListings({ size: 5_000, seed: 1 })].map((l) => l.property);
const tally = new AgentListingTally();
for (const p of properties) tally.add(p);
const profiles = agentProfiles(generateNetwork(1).bios, tally);
const listingsOf = (agentId: number) => properties.filter((p) => p.agent_id === agentId);
const share = (items: readonly PropertyRow[], test: (p: PropertyRow) => boolean) => items.filter(test).length / items.length;

// What a phrase of an introduction claims, checked on the agent's own listings.
const claims: readonly (readonly [RegExp, (mine: readonly PropertyRow[]) => boolean])[] = [
  [/Panellakások/, (mine) => share(mine, (p) => p.property_type === propertyTypes.flat && p.structure === structure.panel.value) >= 0.2],
  [/téglaépítésű/, (mine) => share(mine, (p) => p.property_type === propertyTypes.flat && p.structure !== structure.panel.value) >= 0.2],
  [/Családi házak/, (mine) => share(mine, (p) => p.property_type === propertyTypes.house) >= 0.2],
  [/villák/, (mine) => mine.filter((p) => p.property_type === propertyTypes.house && (p.rooms ?? 0) >= 5 && p.price >= 150_000_000).length >= 2],
  [/telkek/, (mine) => share(mine, (p) => p.property_type === propertyTypes.plot) >= 0.1],
  [/Nyaralók/, (mine) => share(mine, (p) => p.property_type === propertyTypes.holidayHome) >= 0.2],
  [/Irodák és üzlethelyiségek/, (mine) => share(mine, (p) => p.property_type === propertyTypes.office || p.property_type === propertyTypes.shop) >= 0.2],
  [/bérbeadásban/, (mine) => share(mine, (p) => p.sale_status !== saleStatuses.forSale) >= 0.3],
  [/Otthon Start/, (mine) => mine.some((p) => p.otthon_start === 1)],
  [/Új építésű/, (mine) => share(mine, (p) => p.condition === condition.newBuild.value) >= 0.2],
];

describe('agent introductions', () => {
  it('claim only specialities the agent\'s own listings show: no villas for a seller of panel flats', () => {
    expect(profiles.length).toBeGreaterThan(100);
    let checked = 0;
    for (const profile of profiles) {
      const mine = listingsOf(profile.agent_id);
      for (const [phrase, holds] of claims) {
        if (!phrase.test(profile.introduction)) continue;
        checked++;
        expect(holds(mine), `agent ${profile.agent_id}: ${profile.introduction}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('name the kind most of the agent\'s listings are, and vary between agents', () => {
    const mostly: readonly (readonly [RegExp, (p: PropertyRow) => boolean])[] = [
      [/Panellakások/, (p) => p.property_type === propertyTypes.flat && p.structure === structure.panel.value],
      [/téglaépítésű/, (p) => p.property_type === propertyTypes.flat && p.structure !== structure.panel.value],
      [/Családi házak|villák/, (p) => p.property_type === propertyTypes.house],
    ];
    const firstSpecialities = new Set<string>();
    for (const profile of profiles) {
      const mine = listingsOf(profile.agent_id);
      for (const [phrase, isKind] of mostly) if (mine.length > 0 && share(mine, isKind) > 0.5) expect(profile.introduction, `agent ${profile.agent_id}`).toMatch(phrase);
      const first = specialitiesOf(tally.countsOf(profile.agent_id))[0];
      if (first) firstSpecialities.add(first);
    }
    expect(firstSpecialities.size).toBeGreaterThanOrEqual(3);
  });

  it('claim no speciality for an agent without listings', () => {
    expect(specialitiesOf(new AgentListingTally().countsOf(1))).toEqual([]);
  });
});
