/**
 * The one province → city → district → village cascade of every address form (portal spec §4 "Cascading location
 * selects (profile and address forms)", "Address edit consistency"; commerce spec §4 "Address form cascade", §5
 * "Address form", §4 "Other": address edit in checkout). Used by the checkout's recipient form, the account's
 * address pages (/add-address, /edit-address/{id}) and the profile editor (/general-information); the actors come
 * from src/flows/area-cascade/area-cascade.actors.ts (docs/decisions/027-account-pages.md).
 *
 * Context: the four lists (`provinces`, `cities`, `districts`, `villages`) and the chosen area
 * (`selection`: province/city/district/village ids, village name, postcode, latitude/longitude).
 *
 * - `province.select` clears city, district, village, postcode and coordinates, empties the lower lists and
 *   reloads cities; `city.select` clears district and below and reloads districts; `district.select` clears
 *   the village onward (village, postcode and coordinates, portal §4) and reloads villages; `village.select` fills the village name, postcode and
 *   coordinates from the village list.
 * - With an initial selection (editing an address) the area is first read by id (portal §7 / commerce §7 "Area
 *   lookups" by-id calls: province/{id}, city/{id}, district/{id}, vilage/{id}, in one `readArea`): what is found
 *   prefills the selects at once (one-entry lists until the full lists arrive); a part not found, or not inside the
 *   part above it, is cleared with everything below it. Then the lists load one after the other; a province, city
 *   or district not found in its list is cleared (and everything below it); a village whose id and name do not
 *   match, or an address without coordinates, loses its village (commerce §4 "Other"). A failed read changes
 *   nothing: the lists decide.
 * - A list that fails to load is left empty (its select stays disabled) and `failure` keeps the message.
 * - Tag `loading` while a list is being fetched.
 *
 * Actors (placeholders here; src/flows/area-cascade injects the area API):
 * `readArea({ provinceId, cityId, districtId, villageId }) → AreaRead | null` (null: no by-id lookups given),
 * `loadProvinces()`, `loadCities({ provinceId })`, `loadDistricts({ cityId })`,
 * `loadVillages({ province, city, district })` (names, as the area API looks villages up by name).
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import type { City, District, Province, Village } from '../src/api/area';

/** The chosen area. Ids are Kepmendagri codes as text; '' = not chosen. Coordinates WGS84 degrees. */
export interface AreaSelection {
  provinceId: string;
  cityId: string;
  districtId: string;
  villageId: string;
  /** Village name as stored with the address (`village`). */
  village: string;
  /** 5-digit postal code text. */
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_AREA: AreaSelection = {
  provinceId: '',
  cityId: '',
  districtId: '',
  villageId: '',
  village: '',
  postcode: '',
  latitude: null,
  longitude: null,
};

export interface AreaCascadeContext {
  provinces: Province[];
  cities: City[];
  districts: District[];
  villages: Village[];
  selection: AreaSelection;
  /** Message of the last failed lookup, or null. */
  failure: string | null;
}

export type AreaCascadeEvent =
  | { type: 'province.select'; id: string }
  | { type: 'city.select'; id: string }
  | { type: 'district.select'; id: string }
  | { type: 'village.select'; id: string };

/** The ids of an edited address, read one by one. */
export type AreaReadInput = Pick<AreaSelection, 'provinceId' | 'cityId' | 'districtId' | 'villageId'>;
/** What the by-id reads found (null: not found, 404, or no id to read). */
export interface AreaRead {
  province: Province | null;
  city: City | null;
  district: District | null;
  village: Village | null;
}

/**
 * The selection and one-entry lists an edited address starts from, given the by-id reads: each part kept only when
 * found and inside the part above it (else it and everything below are cleared; a village only loses its own fields).
 */
export function prefillFromRead(selection: AreaSelection, read: AreaRead): Pick<AreaCascadeContext, 'selection' | 'provinces' | 'cities' | 'districts' | 'villages'> {
  const province = read.province?.id === selection.provinceId ? read.province : null;
  const city = province && read.city?.id === selection.cityId && read.city.province.id === province.id ? read.city : null;
  const district = city && read.district?.id === selection.districtId && read.district.city.id === city.id ? read.district : null;
  const village = district && read.village?.id === selection.villageId && read.village.district_id === district.id ? read.village : null;
  const next: AreaSelection = !province
    ? { ...EMPTY_AREA }
    : !city
      ? { ...selection, ...clearBelowProvince }
      : !district
        ? { ...selection, ...clearBelowCity }
        : !village
          ? { ...selection, villageId: '', village: '', latitude: null, longitude: null }
          : selection;
  return { selection: next, provinces: province ? [province] : [], cities: city ? [city] : [], districts: district ? [district] : [], villages: village ? [village] : [] };
}

export interface AreaCascadeInput {
  /** The area of the address being edited; omitted for a new address. */
  initial?: Partial<AreaSelection>;
}

const clearBelowProvince = { cityId: '', districtId: '', villageId: '', village: '', postcode: '', latitude: null, longitude: null };
const clearBelowCity = { districtId: '', villageId: '', village: '', postcode: '', latitude: null, longitude: null };
// 'Choosing a district clears village onward' (portal §4): the village, its postcode and coordinates.
const clearBelowDistrict = { villageId: '', village: '', postcode: '', latitude: null, longitude: null };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const areaCascadeMachine = setup({
  types: {
    context: {} as AreaCascadeContext,
    events: {} as AreaCascadeEvent,
    input: {} as AreaCascadeInput,
    tags: {} as 'loading',
  },
  actors: {
    readArea: notProvided<AreaRead | null, AreaReadInput>('areaCascade.readArea'),
    loadProvinces: notProvided<Province[], void>('areaCascade.loadProvinces'),
    loadCities: notProvided<City[], { provinceId: string }>('areaCascade.loadCities'),
    loadDistricts: notProvided<District[], { cityId: string }>('areaCascade.loadDistricts'),
    loadVillages: notProvided<Village[], { province: string; city: string; district: string }>('areaCascade.loadVillages'),
  },
  guards: {
    hasProvince: ({ context }) => context.selection.provinceId !== '',
    hasRead: (_, params: { read: AreaRead | null }) => params.read !== null,
    hasCity: ({ context }) => context.selection.cityId !== '',
    hasDistrict: ({ context }) => context.selection.districtId !== '',
    isProvinceListed: ({ context }) => context.provinces.some((p) => p.id === context.selection.provinceId),
    isCityListed: ({ context }) => context.cities.some((c) => c.id === context.selection.cityId),
    isDistrictListed: ({ context }) => context.districts.some((d) => d.id === context.selection.districtId),
    isVillageConsistent: ({ context }) => {
      const s = context.selection;
      const village = context.villages.find((x) => x.id === s.villageId);
      return !!village && village.name === s.village && s.latitude !== null && s.longitude !== null;
    },
  },
  actions: {
    clearProvinceAndBelow: assign({ selection: () => ({ ...EMPTY_AREA }), cities: [], districts: [], villages: [] }),
    clearCityAndBelow: assign({
      selection: ({ context }) => ({ ...context.selection, ...clearBelowProvince }),
      districts: [],
      villages: [],
    }),
    clearDistrictAndBelow: assign({
      selection: ({ context }) => ({ ...context.selection, ...clearBelowCity }),
      villages: [],
    }),
    // An inconsistent village on an edited address (commerce §4 "Other"): the village is cleared, its postcode kept.
    clearVillage: assign({ selection: ({ context }) => ({ ...context.selection, villageId: '', village: '', latitude: null, longitude: null }) }),
  },
}).createMachine({
  id: 'areaCascade',
  description: 'Province → city → district → village selects shared by the checkout, address and profile forms.',
  context: ({ input }) => ({
    provinces: [],
    cities: [],
    districts: [],
    villages: [],
    selection: { ...EMPTY_AREA, ...input.initial },
    failure: null,
  }),
  initial: 'starting',
  on: {
    'province.select': {
      target: '.loadingCities',
      reenter: true,
      description: 'A province was chosen: clear city, district, village, postcode and coordinates; reload cities.',
      actions: assign({
        selection: ({ event }) => ({ ...EMPTY_AREA, provinceId: event.id }),
        cities: [],
        districts: [],
        villages: [],
        failure: null,
      }),
    },
    'city.select': {
      target: '.loadingDistricts',
      reenter: true,
      description: 'A city was chosen: clear district, village, postcode and coordinates; reload districts.',
      actions: assign({
        selection: ({ context, event }) => ({ ...context.selection, ...clearBelowProvince, cityId: event.id }),
        districts: [],
        villages: [],
        failure: null,
      }),
    },
    'district.select': {
      target: '.loadingVillages',
      reenter: true,
      description: 'A district was chosen: clear the village onward (village, postcode, coordinates); reload villages.',
      actions: assign({
        selection: ({ context, event }) => ({ ...context.selection, ...clearBelowDistrict, districtId: event.id }),
        villages: [],
        failure: null,
      }),
    },
    'village.select': {
      description: 'A village was chosen: fill its name, postcode and coordinates (or clear them for no choice).',
      actions: assign({
        selection: ({ context, event }) => {
          const village = context.villages.find((x) => x.id === event.id);
          if (!village) return { ...context.selection, ...clearBelowDistrict, postcode: '' };
          return {
            ...context.selection,
            villageId: village.id,
            village: village.name,
            postcode: village.postcode,
            latitude: village.lat,
            longitude: village.lng,
          };
        },
      }),
    },
  },
  states: {
    starting: {
      description: 'A new address, or an edited one whose area is read by id first?',
      always: [
        { guard: 'hasProvince', target: 'readingArea', description: 'An edited address: read its province, city, district and village by id.' },
        { target: 'loadingProvinces', description: 'A new address: load the provinces.' },
      ],
    },
    readingArea: {
      tags: ['loading'],
      description: "Reading the edited address's province, city, district and village by id (the selects show them at once).",
      invoke: {
        id: 'readArea',
        src: 'readArea',
        input: ({ context }) => ({
          provinceId: context.selection.provinceId,
          cityId: context.selection.cityId,
          districtId: context.selection.districtId,
          villageId: context.selection.villageId,
        }),
        onDone: [
          {
            guard: { type: 'hasRead', params: ({ event }) => ({ read: event.output }) },
            target: 'loadingProvinces',
            description: 'Prefill what was found (one-entry lists); clear a part not found and below it; then load the lists.',
            actions: assign(({ context, event }) => prefillFromRead(context.selection, event.output!)),
          },
          { target: 'loadingProvinces', description: 'No by-id lookups here: the lists decide.' },
        ],
        onError: { target: 'loadingProvinces', description: 'The by-id reads failed: nothing changes; the lists decide.' },
      },
    },
    loadingProvinces: {
      tags: ['loading'],
      description: 'Fetching the province list.',
      invoke: {
        id: 'loadProvinces',
        src: 'loadProvinces',
        input: () => undefined,
        onDone: [
          {
            guard: 'hasProvince',
            target: 'checkingProvince',
            actions: assign({ provinces: ({ event }) => event.output }),
            description: 'An edited address: check its province, then load its cities.',
          },
          { target: 'idle', actions: assign({ provinces: ({ event }) => event.output }), description: 'A new address: the provinces to choose from.' },
        ],
        onError: {
          target: 'idle',
          description: 'The provinces could not be loaded: an empty list and the message.',
          actions: assign({ provinces: [], failure: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    checkingProvince: {
      description: 'Keep the initial province only if it is listed.',
      always: [
        { guard: 'isProvinceListed', target: 'loadingCities', description: 'The province is listed: load its cities.' },
        { target: 'idle', actions: 'clearProvinceAndBelow', description: 'Province not found: clear it and below.' },
      ],
    },
    loadingCities: {
      tags: ['loading'],
      description: 'Fetching the cities of the chosen province.',
      invoke: {
        id: 'loadCities',
        src: 'loadCities',
        input: ({ context }) => ({ provinceId: context.selection.provinceId }),
        onDone: [
          { guard: 'hasCity', target: 'checkingCity', actions: assign({ cities: ({ event }) => event.output }), description: 'An edited address: check its city.' },
          { target: 'idle', actions: assign({ cities: ({ event }) => event.output }), description: 'The cities to choose from.' },
        ],
        onError: { target: 'idle', description: 'The cities could not be loaded: an empty list and the message.', actions: assign({ cities: [], failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    checkingCity: {
      description: 'Keep the initial city only if it is listed.',
      always: [
        { guard: 'isCityListed', target: 'loadingDistricts', description: 'The city is listed: load its districts.' },
        { target: 'idle', actions: 'clearCityAndBelow', description: 'City not found: clear it and below.' },
      ],
    },
    loadingDistricts: {
      tags: ['loading'],
      description: 'Fetching the districts of the chosen city.',
      invoke: {
        id: 'loadDistricts',
        src: 'loadDistricts',
        input: ({ context }) => ({ cityId: context.selection.cityId }),
        onDone: [
          { guard: 'hasDistrict', target: 'checkingDistrict', actions: assign({ districts: ({ event }) => event.output }), description: 'An edited address: check its district.' },
          { target: 'idle', actions: assign({ districts: ({ event }) => event.output }), description: 'The districts to choose from.' },
        ],
        onError: { target: 'idle', description: 'The districts could not be loaded: an empty list and the message.', actions: assign({ districts: [], failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    checkingDistrict: {
      description: 'Keep the initial district only if it is listed.',
      always: [
        { guard: 'isDistrictListed', target: 'loadingVillages', description: 'The district is listed: load its villages.' },
        { target: 'idle', actions: 'clearDistrictAndBelow', description: 'District not found: clear it and below.' },
      ],
    },
    loadingVillages: {
      tags: ['loading'],
      description: 'Fetching the villages of the chosen district (looked up by the three names).',
      invoke: {
        id: 'loadVillages',
        src: 'loadVillages',
        input: ({ context }) => {
          const s = context.selection;
          return {
            province: context.provinces.find((p) => p.id === s.provinceId)?.name ?? '',
            city: context.cities.find((c) => c.id === s.cityId)?.name ?? '',
            district: context.districts.find((d) => d.id === s.districtId)?.name ?? '',
          };
        },
        onDone: { target: 'checkingVillage', description: 'The villages to choose from; a chosen one is checked.', actions: assign({ villages: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          description: 'The villages could not be loaded: an empty list, no village, and the message.',
          actions: [assign({ villages: [], failure: ({ event }) => errorMessage(event.error) }), 'clearVillage'],
        },
      },
    },
    checkingVillage: {
      description: 'A chosen village must match its id, name and have coordinates; otherwise it is cleared.',
      always: [
        { guard: 'isVillageConsistent', target: 'idle', description: 'The village matches and has coordinates: keep it.' },
        { target: 'idle', actions: 'clearVillage', description: 'Village inconsistent or without coordinates: clear it.' },
      ],
    },
    idle: { description: 'Lists loaded as far as the selection goes; waiting for a choice.' },
  },
});
