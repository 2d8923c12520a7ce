/**
 * @module What a listing is like: its building, sizes and rooms, and every feature of the
 * search filter (heating, floor, parking, equipment …), each fitting its type, place and condition.
 */
import {
  accessibility,
  airbnb,
  buildingCondition,
  car,
  condition,
  cooling,
  discounts,
  disabled,
  equipment,
  floor,
  garden,
  heating,
  insulation,
  noisiness,
  outlook,
  propertyTypes,
  publicUtility,
  saleStatuses,
  structure,
  surrounding,
  terrace,
} from '../../domain/search/filterOptionLists';
import { energyClasses } from '../../domain/search/energyCertificate';
import type { City } from '../../domain/geography/index';
import { hillDistricts, innerDistricts, isWaterside, type Location, neighbourhoodPanelShare, shortLetBanDistricts, type Tier } from './places';
import { clamp, optionPicker, pickSome, type Rng, weightedPicker } from './random';

const flatRoomsPicker = weightedPicker([[1, 15], [2, 40], [3, 30], [4, 12], [5, 3]]);
const houseRoomsPicker = weightedPicker([[2, 10], [3, 30], [4, 35], [5, 18], [6, 7]]);

const houseStructure = optionPicker(structure, { brick: 55, aeratedConcrete: 20, mixed: 14, lightweight: 5, timber: 3, stone: 3 });
const villageHouseStructure = optionPicker(structure, { brick: 50, adobe: 25, mixed: 18, aeratedConcrete: 4, stone: 3 });

const shopFloor = optionPicker(floor, { ground: 75, raisedGround: 10, basement: 10, first: 5 });

export interface Building {
  structure: number;
  isPanel: boolean;
  isNew: boolean;
}

/** The structure of the building: panel flats where estates are, adobe in villages, modern materials when new. */
export function building(rng: Rng, type: number, tier: Tier, location: Location, conditionValue: number): Building {
  const isNew = conditionValue === condition.newBuild.value;
  if (isNew) {
    const value = rng.pick([structure.brick.value, structure.reinforcedConcrete.value, structure.aeratedConcrete.value, ...(type === propertyTypes.house ? [structure.lightweight.value] : [])]);
    return { structure: value, isPanel: false, isNew };
  }
  if (type === propertyTypes.flat) {
    const districtPanelChance = tier === 'budapest' ? (innerDistricts.has(location.district?.id ?? 0) ? 0.04 : 0.4) : tier === 'bigCity' ? 0.45 : tier === 'town' ? 0.3 : 0;
    const panelChance = (location.neighbourhood && neighbourhoodPanelShare.get(location.neighbourhood.id)) ?? districtPanelChance;
    if (rng.chance(panelChance)) return { structure: rng.chance(0.85) ? structure.panel.value : structure.slidingFormwork.value, isPanel: true, isNew };
    return { structure: rng.chance(0.92) ? structure.brick.value : structure.mixed.value, isPanel: false, isNew };
  }
  if (type === propertyTypes.house || type === propertyTypes.holidayHome) {
    // Old village houses are often adobe; timber and stone houses are rare everywhere.
    const weights = tier === 'village' ? villageHouseStructure : houseStructure;
    return { structure: weights(rng), isPanel: false, isNew };
  }
  return { structure: rng.pick([structure.brick.value, structure.reinforcedConcrete.value, structure.mixed.value]), isPanel: false, isNew };
}

/** Floor area, net area, plot area and rooms that fit the type and place. */
export function dimensions(rng: Rng, type: number, tier: Tier, b: Building) {
  const noise = (spread: number) => rng.normal() * spread;
  switch (type) {
    case propertyTypes.flat: {
      const rooms = flatRoomsPicker(rng);
      // Panel flats are small; old inner-city flats have high, wide rooms.
      const perRoom = b.isPanel ? 15 : tier === 'budapest' ? 21 : 18;
      const size = Math.round(clamp(18 + rooms * perRoom + noise(6), 18, 260));
      return { default_size: size, net_size: Math.round(size * (0.88 + rng.next() * 0.09)), lot_size: null, rooms };
    }
    case propertyTypes.house: {
      const rooms = houseRoomsPicker(rng);
      const size = Math.round(clamp(40 + rooms * 24 + noise(15), 45, 480));
      const lot = tier === 'budapest' ? rng.int(350, 950) : tier === 'village' ? rng.int(700, 3200) : rng.int(450, 1500);
      return { default_size: size, net_size: Math.round(size * (0.85 + rng.next() * 0.1)), lot_size: lot, rooms };
    }
    case propertyTypes.holidayHome: {
      const rooms = rng.int(1, 3);
      const size = Math.round(clamp(25 + rooms * 18 + noise(8), 20, 140));
      return { default_size: size, net_size: Math.round(size * 0.9), lot_size: rng.int(250, 1100), rooms };
    }
    case propertyTypes.plot: {
      const lot = tier === 'budapest' ? rng.int(400, 1300) : tier === 'village' ? rng.int(800, 6000) : rng.int(550, 2500);
      return { default_size: null, net_size: null, lot_size: lot, rooms: null };
    }
    case propertyTypes.garage: {
      const size = rng.int(12, 32);
      return { default_size: size, net_size: size, lot_size: null, rooms: null };
    }
    case propertyTypes.office: {
      const size = Math.round(clamp(Math.exp(4.3 + rng.normal() * 0.7), 18, 1200));
      return { default_size: size, net_size: Math.round(size * 0.92), lot_size: null, rooms: clamp(Math.round(size / 30), 1, 20) };
    }
    default: {
      const size = Math.round(clamp(Math.exp(4.1 + rng.normal() * 0.6), 15, 800));
      return { default_size: size, net_size: Math.round(size * 0.93), lot_size: null, rooms: clamp(Math.round(size / 60), 1, 6) };
    }
  }
}

export interface Features {
  energy_certificate: number | null;
  building_condition: number | null;
  floor: number | null;
  surrounding: number | null;
  accessibility: number | null;
  heating: number | null;
  cooling: number | null;
  orientation: number | null;
  car: number | null;
  outlook: number | null;
  noisiness: number | null;
  disabled: number | null;
  garden: number | null;
  terrace: number | null;
  airbnb: number | null;
  insulation: number | null;
  furnished: number | null;
  equipment: number[];
  publicUtility: number[];
}

const energyByCondition: Readonly<Record<number, readonly [number, number]>> = {
  [condition.newBuild.value]: [1, 4],
  [condition.nearlyNew.value]: [3, 6],
  [condition.renovated.value]: [5, 8],
  [condition.good.value]: [6, 9],
  [condition.average.value]: [7, 10],
  [condition.needsRenovation.value]: [9, 12],
};

function energyCertificateFor(rng: Rng, conditionValue: number, createdAt: number): number {
  const [best, worst] = energyByCondition[conditionValue] ?? [6, 10];
  const rank = rng.int(best, worst);
  // Listings from before 2024, and some older buildings still, carry an old-scale certificate.
  const old = conditionValue !== condition.newBuild.value && (createdAt < Date.UTC(2024, 0, 1) || rng.chance(0.25));
  const scale = old ? 'old' : 'current';
  return energyClasses.find((c) => c.scale === scale && c.rank === rank)?.value ?? rank;
}


/** Every feature of the listing, fitting its type, place, building, condition and sale status. */
export function features(rng: Rng, type: number, tier: Tier, location: Location, conditionValue: number | null, b: Building, saleStatusValue: number, createdAt: number): Features {
  const inner = innerDistricts.has(location.district?.id ?? 0);
  const none: Features = {
    energy_certificate: null, building_condition: null, floor: null, surrounding: null, accessibility: null, heating: null,
    cooling: null, orientation: null, car: null, outlook: null, noisiness: null, disabled: null, garden: null, terrace: null,
    airbnb: null, insulation: null, furnished: null, equipment: [], publicUtility: [],
  };
  const surroundingValue = location.city.resort
    ? surrounding.holidayArea.value
    : tier === 'village'
      ? rng.pick([surrounding.village.value, surrounding.familyHouses.value])
      : inner
        ? surrounding.downtown.value
        : b.isPanel
          ? surrounding.housingEstate.value
          : type === propertyTypes.house
            ? rng.pick([surrounding.familyHouses.value, surrounding.garden.value, surrounding.greenBelt.value, ...(hillDistricts.has(location.district?.id ?? 0) ? [surrounding.villas.value] : [])])
            : rng.pick([surrounding.downtown.value, surrounding.garden.value, surrounding.greenBelt.value, surrounding.familyHouses.value]);
  const accessibilityValue = tier === 'village' || type === propertyTypes.plot
    ? rng.pick([accessibility.asphaltRoad.value, accessibility.asphaltRoad.value, accessibility.gravelRoad.value, accessibility.dirtRoad.value])
    : rng.chance(0.9) ? accessibility.asphaltRoad.value : accessibility.pavedRoad.value;

  if (type === propertyTypes.plot) {
    return {
      ...none,
      surrounding: rng.chance(0.15) ? surrounding.outskirts.value : surroundingValue,
      accessibility: accessibilityValue,
      orientation: rng.int(1, 8),
      publicUtility: pickSome(rng, [[publicUtility.electricity.value, 0.75], [publicUtility.water.value, 0.65], [publicUtility.gas.value, 0.45], [publicUtility.sewer.value, 0.35]]),
    };
  }
  if (type === propertyTypes.garage) {
    return {
      ...none,
      surrounding: surroundingValue,
      accessibility: accessibilityValue,
      car: rng.chance(0.6) ? car.garage.value : car.underground.value,
      publicUtility: rng.chance(0.7) ? [publicUtility.electricity.value] : [],
      equipment: rng.chance(0.3) ? [equipment.alarm.value] : [],
    };
  }

  const isNew = b.isNew;
  const cond = conditionValue ?? condition.good.value;
  const floorValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? null
      : type === propertyTypes.shop
        ? shopFloor(rng)
        : b.isPanel
        ? rng.int(floor.ground.value, floor.tenth.value)
        : rng.chance(0.1)
          ? floor.attic.value
          : rng.pick([floor.basement.value, floor.ground.value, floor.raisedGround.value, floor.first.value, floor.second.value, floor.third.value, floor.fourth.value, floor.fifth.value]);
  const heatingValue = isNew
    ? rng.pick([heating.heatPump.value, heating.heatPump.value, heating.floorHeating.value, heating.gasCombi.value])
    : b.isPanel
      ? rng.chance(0.6) ? heating.districtHeatingMetered.value : heating.districtHeating.value
      : type === propertyTypes.office
        ? rng.pick([heating.central.value, heating.fanCoil.value, heating.heatPump.value, heating.gasCombi.value])
        : type === propertyTypes.house
          ? optionPicker(heating, { gasCombi: 50, solidFuel: 15, heatPump: 12, floorHeating: 8, tiledStove: 5, fireplace: 5, gasConvector: 5 })(rng)
          : type === propertyTypes.holidayHome
            ? rng.pick([heating.electric.value, heating.fireplace.value, heating.gasConvector.value, heating.none.value])
            : optionPicker(heating, { gasCombi: 55, gasConvector: 15, central: 10, centralMetered: 10, electric: 5, gasHeater: 5 })(rng);
  const coolingValue = isNew
    ? rng.pick([cooling.split.value, cooling.multiSplit.value, cooling.heatPump.value, cooling.prepared.value])
    : optionPicker(cooling, { none: 55, split: 35, prepared: 10 })(rng);
  const hasLift = floorValue !== null && (isNew || b.isPanel || floorValue >= floor.third.value) && type !== propertyTypes.house;
  const carValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? optionPicker(car, { garage: 40, yard: 35, carport: 15, street: 10 })(rng)
      : tier === 'budapest' && inner
        ? optionPicker(car, { streetPaid: 60, underground: 25, none: 15 })(rng)
        : isNew
          ? car.underground.value
          : optionPicker(car, { street: 55, streetPaid: tier === 'budapest' ? 20 : 0, underground: 10, yard: 15 })(rng);
  const outlookValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? isWaterside(location.city) && rng.chance(0.3)
        ? outlook.water.value
        : optionPicker(outlook, { garden: 70, street: 15, panorama: hillDistricts.has(location.district?.id ?? 0) ? 25 : 8 })(rng)
      : optionPicker(outlook, {
          street: 45,
          courtyard: inner ? 40 : 25,
          park: 8,
          panorama: hillDistricts.has(location.district?.id ?? 0) || floorValue === floor.aboveTenth.value ? 15 : 4,
          water: location.neighbourhood?.name === 'Újlipótváros' || isWaterside(location.city) ? 12 : 1,
        })(rng);
  const noisinessValue = tier === 'village' || location.city.resort ? (rng.chance(0.8) ? noisiness.quiet.value : noisiness.average.value) : inner ? rng.pick([noisiness.average.value, noisiness.busy.value, noisiness.noisy.value]) : rng.pick([noisiness.quiet.value, noisiness.average.value, noisiness.average.value, noisiness.busy.value]);
  const disabledValue = isNew ? (rng.chance(0.7) ? disabled.accessible.value : disabled.partly.value) : hasLift && rng.chance(0.3) ? disabled.partly.value : disabled.notAccessible.value;
  const gardenValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? garden.private.value
      : floorValue === floor.ground.value || floorValue === floor.raisedGround.value
        ? optionPicker(garden, { none: 40, shared: 30, gardenAccess: 30 })(rng)
        : optionPicker(garden, { none: 80, shared: 20 })(rng);
  const terraceValue = isNew
    ? optionPicker(terrace, { terrace: 50, balcony: 40, roofTerrace: 10 })(rng)
    : type === propertyTypes.house || type === propertyTypes.holidayHome
      ? optionPicker(terrace, { terrace: 70, none: 20, balcony: 10 })(rng)
      : b.isPanel
        ? optionPicker(terrace, { loggia: 40, balcony: 30, none: 30 })(rng)
        : type === propertyTypes.flat
          ? optionPicker(terrace, { balcony: 40, frenchBalcony: 15, none: 45 })(rng)
          : terrace.none.value;
  const shortLetArea = type === propertyTypes.flat && ((tier === 'budapest' && (inner || location.district?.id === 13)) || location.city.resort);
  const airbnbValue = !shortLetArea
    ? null
    : shortLetBanDistricts.has(location.district?.id ?? 0)
      ? airbnb.notAllowed.value
      : optionPicker(airbnb, { allowed: 50, operating: 20, notAllowed: 30 })(rng);
  const insulationValue = isNew
    ? insulation.full.value
    : b.isPanel
      ? rng.chance(0.6) ? insulation.facade.value : insulation.none.value
      : optionPicker(insulation, { none: 35, partial: 25, facade: 20, roof: 10, full: cond <= condition.renovated.value ? 15 : 3 })(rng);
  const rental = saleStatusValue !== saleStatuses.forSale;
  const furnishedChance = type === propertyTypes.flat ? (rental ? 0.75 : 0.15) : type === propertyTypes.holidayHome ? 0.5 : type === propertyTypes.office ? 0.3 : type === propertyTypes.shop ? 0.1 : 0.1;
  const house = type === propertyTypes.house || type === propertyTypes.holidayHome;
  const business = type === propertyTypes.office || type === propertyTypes.shop;
  const equipmentValues = business
    ? pickSome(rng, [
        [equipment.builtInKitchen.value, 0.3],
        [equipment.alarm.value, 0.6],
        [equipment.cctv.value, 0.4],
        [equipment.lift.value, hasLift ? 0.9 : 0],
        [equipment.storage.value, 0.3],
        [equipment.shutters.value, 0.3],
      ])
    : pickSome(rng, [
    [equipment.builtInKitchen.value, type === propertyTypes.office || type === propertyTypes.shop ? 0.3 : 0.7],
    [equipment.dishwasher.value, isNew ? 0.7 : 0.35],
    [equipment.washingMachine.value, rental ? 0.7 : 0.3],
    [equipment.fridge.value, rental ? 0.8 : 0.3],
    [equipment.alarm.value, house ? 0.35 : 0.12],
    [equipment.cctv.value, isNew ? 0.4 : 0.08],
    [equipment.smartHome.value, isNew ? 0.35 : 0.03],
    [equipment.solarPanels.value, house ? (isNew ? 0.6 : 0.2) : 0],
    [equipment.fireplace.value, house ? 0.18 : 0.02],
    [equipment.pool.value, type === propertyTypes.house ? 0.07 : 0],
    [equipment.sauna.value, house ? 0.05 : 0.01],
    [equipment.lift.value, hasLift ? 0.9 : 0],
    [equipment.storage.value, house ? 0.6 : 0.4],
    [equipment.shutters.value, 0.35],
    [equipment.insectScreens.value, 0.35],
      ]);
  const sewerChance = tier === 'village' ? 0.6 : 0.97;
  const utilities = [publicUtility.electricity.value, publicUtility.water.value];
  if (heatingValue !== heating.districtHeating.value && heatingValue !== heating.districtHeatingMetered.value ? rng.chance(0.92) : rng.chance(0.5)) utilities.push(publicUtility.gas.value);
  utilities.push(rng.chance(sewerChance) ? publicUtility.sewer.value : publicUtility.septicTank.value);
  if (house && rng.chance(0.35)) utilities.push(publicUtility.threePhase.value);
  if (tier !== 'village' && rng.chance(0.5)) utilities.push(publicUtility.fibre.value);
  return {
    energy_certificate: energyCertificateFor(rng, cond, createdAt),
    building_condition: type === propertyTypes.house || type === propertyTypes.holidayHome ? null : clamp(cond + rng.int(-1, 1), buildingCondition.newBuild.value, buildingCondition.needsRenovation.value),
    floor: floorValue,
    surrounding: surroundingValue,
    accessibility: accessibilityValue,
    heating: heatingValue,
    cooling: coolingValue,
    orientation: rng.int(1, 8),
    car: carValue,
    outlook: outlookValue,
    noisiness: noisinessValue,
    disabled: disabledValue,
    garden: gardenValue,
    terrace: terraceValue,
    airbnb: airbnbValue,
    insulation: insulationValue,
    furnished: rng.chance(furnishedChance) ? 1 : 0,
    equipment: equipmentValues,
    publicUtility: utilities.sort((a, b) => a - b),
  };
}

/** The purchase schemes and discounts a listing for sale may offer. */
export function discountsFor(rng: Rng, type: number, saleStatusValue: number, city: City, isNew: boolean): number[] {
  if (saleStatusValue !== saleStatuses.forSale || (type !== propertyTypes.flat && type !== propertyTypes.house)) return [];
  return pickSome(rng, [
    [discounts.csokPlus.value, 0.25],
    // Falusi CSOK is for small settlements only.
    [discounts.villageCsok.value, city.kind === 'village' && city.population < 5_000 && type === propertyTypes.house ? 0.5 : 0],
    [discounts.babyExpecting.value, 0.15],
    [discounts.workersLoan.value, 0.1],
    [discounts.reducedVat.value, isNew ? 0.7 : 0],
    [discounts.negotiable.value, 0.2],
  ]);
}

export type Dimensions = ReturnType<typeof dimensions>;
