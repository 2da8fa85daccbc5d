/**
 * Delivery method and courier of a checkout with products (commerce spec §4 "Checkout address and delivery",
 * §5 "Warehouse and distance", §9 "Maximum distance for BDX delivery and address validity: 20 km"). A child of
 * machines/checkout.machine.ts (invoke id `delivery`).
 *
 * The checkout tells it the address (`delivery.address { address, keepDelivery }`, null for none) and the products
 * (`delivery.items { ecom }`: quantities changed, a product left). From the address it loads the methods; one
 * method is selected at once, several open the method picker; a bdx method within 20 km gets the fixed BDX
 * courier (regular, rate id 0, no insurance), beyond 20 km it is refused: the machine tells the checkout
 * `delivery.tooFar` ('Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru': the checkout
 * clears the address and reopens the chooser). Other methods load their couriers: one, or the default one, is
 * selected at once, otherwise the courier picker opens. A must-insure courier forces insurance on and locked.
 * No methods beyond 20 km: `delivery.unreachable` (the checkout reopens the chooser). A reload or a changed
 * address or items keep the previous choice when it is still offered (`preferred`).
 *
 * States: courseOnly (no products) | waiting (no address: 'Belum memilih alamat pengiriman') | loadingMethods |
 * choosingMethod (tag `methodPicker`) | awaitingMethod ('Belum memilih pengiriman') | loadingCouriers |
 * choosingCourier (tag `courierPicker`) | awaitingCourier | complete | noMethods, plus the transient routing
 * states. Loading states carry tags `busy` and `loading`.
 *
 * Every state tells the checkout where the delivery stands with `delivery.changed { method, courier, insurance }`;
 * the loading states report `work.started` / `work.ended { by: 'delivery' }` (the checkout waits with the payment
 * meanwhile); load failures go to the checkout's alert (`failure.reported`).
 *
 * Actors: `loadMethods` (PricingInput → Pricing; POST shipper/domestic/pricing), `loadCouriers` (RateInput →
 * Courier[]; POST shipper/domestic/rate).
 */
import { and, assign, not, sendParent, setup } from 'xstate';
import type { CartProduct } from '../src/api/cart';
import type { Warehouse } from '../src/api/catalogue';
import type { Courier, DeliveryMethod, Pricing, PricingInput, RateInput } from '../src/api/shipper';
import type { CheckoutAddress } from './address-book.machine';
import { autoCourier, bdxCourier, isBdxType, isOutOfArea, visibleMethods } from './shared/delivery';
import { toFailure } from './shared/failure';
import { exceedsBdxKm, isWithinBdxKm } from './shared/geo';
import { notProvided } from './shared/not-provided';
import type { WorkReport } from './shared/work';

/** The choice to keep when still offered (from the stored progress after a reload, or before a change). */
export interface DeliveryPreference {
  methodType: string | null;
  courierRateId: number | null;
  insuranceApplied: boolean;
}

export interface DeliveryInput {
  warehouse: Warehouse | null;
  ecom: CartProduct[];
  preferred: DeliveryPreference | null;
}

export interface DeliveryContext {
  warehouse: Warehouse | null;
  ecom: CartProduct[];
  address: CheckoutAddress | null;
  /** Methods the member may see. */
  methods: DeliveryMethod[];
  method: DeliveryMethod | null;
  couriers: Courier[];
  courier: Courier | null;
  insurance: boolean;
  preferred: DeliveryPreference | null;
}

/** What the member does in the delivery box and its two pickers. */
export type DeliveryEvent =
  | { type: 'method.open' }
  | { type: 'method.close' }
  | { type: 'method.select'; methodType: string }
  | { type: 'courier.open' }
  | { type: 'courier.close' }
  | { type: 'courier.select'; rateId: number }
  | { type: 'insurance.toggle' };

/** What the checkout tells the delivery. */
export type DeliveryParentEvent =
  | { type: 'delivery.address'; address: CheckoutAddress | null; keepDelivery: boolean }
  | { type: 'delivery.items'; ecom: CartProduct[] };

/** What the delivery tells the checkout. */
export type DeliveryReport =
  | { type: 'delivery.changed'; method: DeliveryMethod | null; courier: Courier | null; insurance: boolean }
  | WorkReport
  | { type: 'delivery.tooFar' }
  | { type: 'delivery.unreachable' }
  | { type: 'failure.reported'; message: string };

const NONE = { methods: [] as DeliveryMethod[], method: null, couriers: [] as Courier[], courier: null, insurance: false };

const shipItems = (ctx: DeliveryContext) =>
  ctx.ecom.map((p) => ({ name: p.title, sku: p.sku, quantity: p.quantity, weight: p.weight, height: p.height, width: p.width, length: p.length, price: p.price, packing: false }));
const destinationOf = (a: CheckoutAddress) => ({ area_id: a.village_id || 1, address: a.address, lat: a.latitude ?? 0, lng: a.longitude ?? 0 });
const storeAddressOf = (w: Warehouse) => ({ code: w.code, area_id: w.village_id || 1, lat: w.latitude ?? 0, lng: w.longitude ?? 0 });
const distanceOf = (ctx: DeliveryContext) => ctx.address?.distance ?? 0;
/** The current choice, as a preference to keep. */
const choiceOf = (ctx: DeliveryContext): DeliveryPreference | null =>
  ctx.method ? { methodType: ctx.method.type, courierRateId: ctx.courier?.logistic_rate_id ?? null, insuranceApplied: ctx.insurance } : null;

export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent | DeliveryParentEvent,
    input: {} as DeliveryInput,
    tags: {} as 'busy' | 'loading' | 'methodPicker' | 'courierPicker',
  },
  actors: {
    loadMethods: notProvided<Pricing, PricingInput>('delivery.loadMethods'),
    loadCouriers: notProvided<Courier[], RateInput>('delivery.loadCouriers'),
  },
  guards: {
    hasProducts: ({ context }) => context.ecom.length > 0,
    bringsAddressForProducts: ({ context }, params: { address: CheckoutAddress | null }) => params.address !== null && context.ecom.length > 0,
    bringsProducts: (_, params: { ecom: CartProduct[] }) => params.ecom.length > 0,
    bringsProductsToAddress: ({ context }, params: { ecom: CartProduct[] }) => params.ecom.length > 0 && context.address !== null,
    hasPreferredMethod: ({ context }) => !!context.preferred?.methodType && context.methods.some((m) => m.type === context.preferred!.methodType),
    hasSingleMethod: ({ context }) => context.methods.length === 1,
    hasMethods: ({ context }) => context.methods.length > 0,
    hasMethod: ({ context }) => context.method !== null,
    hasCourier: ({ context }) => context.courier !== null,
    exceedsBdxRange: ({ context }) => exceedsBdxKm(distanceOf(context)),
    isWithinBdxRange: ({ context }) => isWithinBdxKm(distanceOf(context)),
    isBdxMethod: ({ context }) => isBdxType(context.method?.type),
    isOfferedMethod: ({ context }, params: { methodType: string }) => context.methods.some((m) => m.type === params.methodType),
    hasPreferredCourier: ({ context }) =>
      context.preferred?.courierRateId != null && context.couriers.some((c) => c.logistic_rate_id === context.preferred!.courierRateId),
    hasAutoCourier: ({ context }) => autoCourier(context.couriers) !== null,
    isOfferedCourier: ({ context }, params: { rateId: number }) => context.couriers.some((c) => c.logistic_rate_id === params.rateId),
    canToggleInsurance: ({ context }) => !!context.courier && !isBdxType(context.method?.type) && !context.courier.must_use_insurance,
  },
  actions: {
    /** Tell the checkout where the delivery stands. */
    report: sendParent(({ context }): DeliveryReport => ({ type: 'delivery.changed', method: context.method, courier: context.courier, insurance: context.insurance })),
    /** Methods or couriers are loading: the checkout waits with the payment. */
    reportWorking: sendParent({ type: 'work.started', by: 'delivery' } satisfies DeliveryReport),
    reportDone: sendParent({ type: 'work.ended', by: 'delivery' } satisfies DeliveryReport),
    reportFailure: sendParent((_, params: { error: unknown }): DeliveryReport => ({ type: 'failure.reported', message: toFailure(params.error).message })),
    reset: assign({ ...NONE }),
  },
}).createMachine({
  id: 'delivery',
  description: 'Delivery method and courier for the products (commerce §4 Checkout address and delivery).',
  context: ({ input }) => ({ warehouse: input.warehouse, ecom: input.ecom, address: null, ...NONE, preferred: input.preferred }),
  initial: 'starting',
  on: {
    'delivery.address': [
      {
        guard: { type: 'bringsAddressForProducts', params: ({ event }) => ({ address: event.address }) },
        target: '.loadingMethods',
        description: 'A new address: method and courier start again (kept when still offered, if asked) and its methods load.',
        actions: assign(({ context, event }) => ({
          ...NONE,
          address: event.address,
          preferred: event.keepDelivery ? (choiceOf(context) ?? context.preferred) : null,
        })),
      },
      {
        guard: 'hasProducts',
        target: '.waiting',
        description: 'No address any more: no method or courier.',
        actions: assign({ ...NONE, address: null, preferred: null }),
      },
      { target: '.courseOnly', description: 'Course-only: the address is the recipient; no delivery.', actions: assign({ address: ({ event }) => event.address }) },
    ],
    'delivery.items': [
      {
        guard: { type: 'bringsProductsToAddress', params: ({ event }) => ({ ecom: event.ecom }) },
        target: '.loadingMethods',
        description: 'Quantities or products changed: methods and couriers load again, the choice kept when still offered.',
        actions: assign(({ context, event }) => ({ ...NONE, ecom: event.ecom, preferred: choiceOf(context) ?? context.preferred })),
      },
      {
        guard: { type: 'bringsProducts', params: ({ event }) => ({ ecom: event.ecom }) },
        target: '.waiting',
        description: 'Products changed, no address yet.',
        actions: assign({ ecom: ({ event }) => event.ecom }),
      },
      { target: '.courseOnly', description: 'Only courses are left: no delivery.', actions: assign({ ...NONE, ecom: [] }) },
    ],
  },
  states: {
    starting: {
      description: 'The first step.',
      always: [
        { guard: 'hasProducts', target: 'waiting', description: 'Products: wait for the address.' },
        { target: 'courseOnly', description: 'Only courses: no delivery.' },
      ],
    },
    courseOnly: {
      description: 'Course-only checkout: the fallback BDX logistic, no method or courier.',
      entry: 'report',
    },
    waiting: {
      description: "No address: 'Belum memilih alamat pengiriman'.",
      entry: 'report',
    },
    loadingMethods: {
      description: 'Loading the delivery methods for the address.',
      tags: ['busy', 'loading'],
      entry: ['report', 'reportWorking'],
      exit: 'reportDone',
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        input: ({ context }) => ({
          destination: destinationOf(context.address!),
          store_address: storeAddressOf(context.warehouse!),
          distance: distanceOf(context),
          items: shipItems(context),
        }),
        onDone: {
          target: 'routingMethods',
          description: 'Keep the methods the member may see (bdx hidden beyond 20 km, methods without couriers hidden).',
          actions: assign({ methods: ({ context, event }) => visibleMethods(event.output.methods, distanceOf(context)) }),
        },
        onError: {
          target: 'noMethods',
          description: 'Methods could not be loaded: the server message.',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routingMethods: {
      description: 'How the method is chosen.',
      always: [
        {
          guard: 'hasPreferredMethod',
          target: 'routingMethod',
          description: 'The stored or previous method is still offered: keep it.',
          actions: assign({ method: ({ context }) => context.methods.find((m) => m.type === context.preferred!.methodType)! }),
        },
        { guard: 'hasSingleMethod', target: 'routingMethod', description: 'One method: select it.', actions: assign({ method: ({ context }) => context.methods[0]! }) },
        { guard: 'hasMethods', target: 'choosingMethod', description: 'Several methods: open the picker.', actions: assign({ preferred: null }) },
        {
          guard: 'exceedsBdxRange',
          target: 'noMethods',
          description: 'No methods and farther than 20 km: the checkout reopens the address chooser.',
          actions: [assign({ preferred: null }), sendParent((): DeliveryReport => ({ type: 'delivery.unreachable' }))],
        },
        { target: 'noMethods', description: 'No methods.', actions: assign({ preferred: null }) },
      ],
    },
    routingMethod: {
      description: 'A method is chosen: bdx has a fixed courier, the others load theirs.',
      always: [
        {
          guard: and(['isBdxMethod', 'isWithinBdxRange']),
          target: 'complete',
          description: 'BDX within 20 km: the courier is BDX regular, rate id 0, no insurance.',
          actions: assign(({ context }) => ({ courier: bdxCourier(context.method!), insurance: false, preferred: null })),
        },
        {
          guard: 'isBdxMethod',
          target: 'waiting',
          description: "BDX beyond 20 km: refused; the checkout says 'Alamat pengiriman melebihi 20km...' and clears the address.",
          actions: [assign({ ...NONE, address: null, preferred: null }), sendParent((): DeliveryReport => ({ type: 'delivery.tooFar' }))],
        },
        { target: 'loadingCouriers', description: 'Load the couriers of the method.' },
      ],
    },
    choosingMethod: {
      description: 'The method picker is open.',
      tags: ['methodPicker'],
      entry: 'report',
      on: {
        'method.select': {
          guard: { type: 'isOfferedMethod', params: ({ event }) => ({ methodType: event.methodType }) },
          target: 'routingMethod',
          description: 'A method: the courier starts again.',
          actions: assign(({ context, event }) => ({
            method: context.methods.find((m) => m.type === event.methodType)!,
            courier: null,
            couriers: [],
            insurance: false,
            preferred: null,
          })),
        },
        'method.close': [
          { guard: 'hasCourier', target: 'complete', description: 'Closed without a change.' },
          { guard: 'hasMethod', target: 'awaitingCourier', description: 'Closed; the courier is still missing.' },
          { target: 'awaitingMethod', description: 'Closed without a method.' },
        ],
      },
    },
    awaitingMethod: {
      description: "Methods are offered but none chosen: 'Belum memilih pengiriman'.",
      entry: 'report',
      on: { 'method.open': { target: 'choosingMethod', description: 'Open the method picker.' } },
    },
    loadingCouriers: {
      description: 'Loading the couriers of the chosen method.',
      tags: ['busy', 'loading'],
      entry: ['report', 'reportWorking'],
      exit: 'reportDone',
      invoke: {
        id: 'loadCouriers',
        src: 'loadCouriers',
        input: ({ context }) => ({
          rate_type: context.method!.type,
          get_default: true,
          destination: destinationOf(context.address!),
          store_address: storeAddressOf(context.warehouse!),
          items: shipItems(context),
          limit: 1000,
          page: 1,
        }),
        onDone: { target: 'routingCouriers', description: 'Couriers known.', actions: assign({ couriers: ({ event }) => event.output }) },
        onError: {
          target: 'awaitingCourier',
          description: 'Couriers could not be loaded: the server message.',
          actions: [assign({ couriers: [] }), { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    routingCouriers: {
      description: 'How the courier is chosen.',
      always: [
        {
          guard: 'hasPreferredCourier',
          target: 'complete',
          description: 'The stored or previous courier is still offered: keep it (a must-insure courier stays insured).',
          actions: assign(({ context }) => {
            const courier = context.couriers.find((c) => c.logistic_rate_id === context.preferred!.courierRateId)!;
            return { courier, insurance: courier.must_use_insurance || context.preferred!.insuranceApplied, preferred: null };
          }),
        },
        {
          guard: 'hasAutoCourier',
          target: 'complete',
          description: 'One courier, or a default one: select it.',
          actions: assign(({ context }) => {
            const courier = autoCourier(context.couriers)!;
            return { courier, insurance: courier.must_use_insurance, preferred: null };
          }),
        },
        { target: 'choosingCourier', description: 'Several couriers and no default: open the picker.', actions: assign({ preferred: null }) },
      ],
    },
    choosingCourier: {
      description: 'The courier picker is open.',
      tags: ['courierPicker'],
      entry: 'report',
      on: {
        'courier.select': {
          guard: { type: 'isOfferedCourier', params: ({ event }) => ({ rateId: event.rateId }) },
          target: 'complete',
          description: 'A courier; a must-insure courier forces insurance on.',
          actions: assign(({ context, event }) => {
            const courier = context.couriers.find((c) => c.logistic_rate_id === event.rateId)!;
            return { courier, insurance: courier.must_use_insurance };
          }),
        },
        'courier.close': [
          { guard: 'hasCourier', target: 'complete', description: 'Closed without a change.' },
          { target: 'awaitingCourier', description: 'Closed without a courier.' },
        ],
        'method.open': { target: 'choosingMethod', description: 'Back to the method picker.' },
      },
    },
    awaitingCourier: {
      description: 'A method without a courier.',
      entry: 'report',
      on: {
        'courier.open': { target: 'choosingCourier', description: 'Open the courier picker.' },
        'method.open': { target: 'choosingMethod', description: 'Open the method picker.' },
      },
    },
    complete: {
      description: 'Method and courier chosen.',
      entry: 'report',
      on: {
        'method.open': { target: 'choosingMethod', description: 'Change the method.' },
        'courier.open': { guard: not('isBdxMethod'), target: 'choosingCourier', description: 'Change the courier (not the fixed BDX one).' },
        'insurance.toggle': {
          guard: 'canToggleInsurance',
          description: 'Insurance on or off (locked for a must-insure courier, absent for BDX).',
          actions: [assign({ insurance: ({ context }) => !context.insurance }), 'report'],
        },
      },
    },
    noMethods: {
      description: "No delivery method for the address: 'Belum memilih pengiriman'.",
      entry: 'report',
    },
  },
});

export type DeliveryMachine = typeof deliveryMachine;

/** What the delivery box shows. */
export type DeliveryStatus = 'courseOnly' | 'noAddress' | 'loading' | 'outOfArea' | 'noMethod' | 'noCourier' | 'complete';

/** Is a method row out of the delivery area (commerce §4: bdx, or no methods with an address, beyond 20 km or 0). */
export const methodOutOfArea = (ctx: Pick<DeliveryContext, 'methods' | 'address'>, method: DeliveryMethod | null) =>
  isOutOfArea({ methodType: method?.type ?? null, methodCount: ctx.methods.length, hasAddress: ctx.address !== null, distanceKm: distanceOf(ctx as DeliveryContext) });

/**
 * Whether an address in the chooser is out of the delivery area for the current delivery (commerce §4): it then
 * shows 'Diluar area pengiriman' and no radio. Never for a course-only checkout.
 */
export function addressOutOfArea(ctx: DeliveryContext, address: CheckoutAddress): boolean {
  if (ctx.ecom.length === 0) return false;
  return isOutOfArea({ methodType: ctx.method?.type ?? null, methodCount: ctx.methods.length, hasAddress: ctx.address !== null, distanceKm: address.distance });
}

/** The delivery box's status for a delivery snapshot. */
export function deliveryStatusOf(s: ReturnType<DeliveryMachine['getInitialSnapshot']>): DeliveryStatus {
  const c = s.context;
  if (c.ecom.length === 0) return 'courseOnly';
  if (c.address === null) return 'noAddress';
  if (s.hasTag('loading')) return 'loading';
  if (methodOutOfArea(c, c.method)) return 'outOfArea';
  if (!c.method) return 'noMethod';
  if (!c.courier) return 'noCourier';
  return 'complete';
}
