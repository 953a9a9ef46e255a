import {
  type Address,
  type AddressInput,
  type CheckoutData,
  type CheckoutState,
  type CheckoutStep,
  DEFAULT_SHIPPING_METHOD,
  NEW_ADDRESS_PLACEHOLDER_ID,
  NO_DELIVERY_METHOD,
  PaymentProvider,
  type ShippingMethod,
} from '@storefront/shared-types';

// §3 checkout state and its §4 transitions as pure functions: the store (checkout-store.ts) holds one value and
// applies these, the tests check them without a browser. Every function returns a new state.

export const INITIAL_CHECKOUT_STATE: CheckoutState = {
  data: null,
  step: 3,
  slug: null,
  shipping_method: DEFAULT_SHIPPING_METHOD,
  balanceRemoved: false,
  delivery_method: NO_DELIVERY_METHOD,
  parcel_shop: null,
  is_guest: true,
  email: null,
  card_token: null,
  address: null,
  promotion: null,
  balance: null,
  payment: null,
};

/** The balance applied to a checkout: as the shop states it, else its payment line of provider 4, if any. */
export function balanceOf(data: CheckoutData): CheckoutState['balance'] {
  if (data.balance !== undefined) return data.balance && data.balance.amount > 0 ? data.balance : null;
  const line = data.payments.find((payment) => payment.payment_processor_id === PaymentProvider.BALANCE);
  return line && line.amount > 0 ? { id: line.payment_processor_id, amount: line.amount } : null;
}

/** A delivery index the data offers, else none (-1): an index left from another checkout must not carry over. */
function validDelivery(index: number, data: CheckoutData): number {
  return index >= 0 && index < data.local_delivery_couriers.length ? index : NO_DELIVERY_METHOD;
}

/** A shipping method the data offers: the chosen one if offered, the server's selection, else air, else any. */
function validShipping(chosen: ShippingMethod | null, data: CheckoutData): ShippingMethod {
  const offered = Object.keys(data.shipping_methods) as ShippingMethod[];
  if (chosen && offered.includes(chosen)) return chosen;
  if (data.selected_shipping_method && offered.includes(data.selected_shipping_method)) {
    return data.selected_shipping_method;
  }
  if (offered.length === 0 || offered.includes(DEFAULT_SHIPPING_METHOD)) return DEFAULT_SHIPPING_METHOD;
  return offered[0] ?? DEFAULT_SHIPPING_METHOD;
}

/** The payment method the shop has chosen for the checkout, as the state holds one (its index in the list). */
function paymentOf(data: CheckoutData): CheckoutState['payment'] {
  const id = data.selected_payment_method;
  if (id === null || id === undefined) return null;
  const index = data.payment_methods.findIndex((method) => method.id === id);
  return index === -1 ? null : { id, index, type: id };
}

/**
 * A step's data arrived (checkout/fetch and the step calls). Another slug starts from what the shop kept (the
 * choices it saved: a reload or another tab carries on where the shopper was); the same slug keeps what the
 * shopper chose in this tab and fills what is still empty from the shop (its e-mail, method, the first saved
 * address, pickup point, payment method), while the promotion and the balance are always the shop's.
 */
export function loadCheckout(
  state: CheckoutState,
  input: { slug: string; step: CheckoutStep; data: CheckoutData; signedIn: boolean },
): CheckoutState {
  const { slug, step, data, signedIn } = input;
  const base = state.slug === slug ? state : INITIAL_CHECKOUT_STATE;
  const fresh = base !== state || base.data === null;
  const kept = fresh ? (data.delivery_method ?? NO_DELIVERY_METHOD) : base.delivery_method;
  // §4: once removed the balance stays removed, whatever a later answer carries.
  const balanceRemoved = base.balanceRemoved || data.balance_removed === true;
  return {
    ...base,
    data,
    step,
    slug,
    is_guest: !signedIn,
    shipping_method: validShipping(fresh ? null : base.shipping_method, data),
    delivery_method: validDelivery(kept, data),
    parcel_shop: base.parcel_shop ?? data.courier_info?.parcelshop_id ?? null,
    email: base.email ?? data.email,
    address: base.address ?? data.address ?? data.client_addresses[0] ?? null,
    promotion: data.promotion,
    balanceRemoved,
    balance: balanceRemoved ? null : balanceOf(data),
    payment: base.payment ?? paymentOf(data),
  };
}

export function setShippingMethod(state: CheckoutState, method: ShippingMethod): CheckoutState {
  return { ...state, shipping_method: method };
}

/** Another courier (or none) drops the pickup point chosen for the previous one. */
export function setDeliveryMethod(state: CheckoutState, index: number): CheckoutState {
  if (index === state.delivery_method) return state;
  const offered = state.data ? validDelivery(index, state.data) : NO_DELIVERY_METHOD;
  return { ...state, delivery_method: offered, parcel_shop: null };
}

export function setParcelShop(state: CheckoutState, parcelshopId: string | null): CheckoutState {
  return { ...state, parcel_shop: parcelshopId };
}

export function setEmail(state: CheckoutState, email: string): CheckoutState {
  return { ...state, email };
}

export function selectAddress(state: CheckoutState, address: Address): CheckoutState {
  return { ...state, address };
}

/**
 * §4: a newly added address is used at once with the placeholder id 0; the saved entry takes its place when the
 * address list brings it (followAddresses, address-choice.ts).
 */
export function addNewAddress(state: CheckoutState, input: AddressInput): CheckoutState {
  return { ...state, address: { ...input, id: NEW_ADDRESS_PLACEHOLDER_ID } };
}

/** §4: the balance can be removed once, and is then marked removed. A second removal changes nothing. */
export function removeBalance(state: CheckoutState): CheckoutState {
  if (state.balanceRemoved) return state;
  return { ...state, balanceRemoved: true, balance: null };
}

/** Whether the shopper may still remove the balance: it is applied and has not been removed before. */
export function canRemoveBalance(state: CheckoutState): boolean {
  return !state.balanceRemoved && state.balance !== null;
}

/** The payment method chosen on the payment step: its provider id, its index in the list and its type. */
export function setPayment(state: CheckoutState, payment: CheckoutState['payment']): CheckoutState {
  return { ...state, payment };
}

/** §4: an invalidated checkout is gone; nothing of it is kept. */
export function resetCheckout(): CheckoutState {
  return INITIAL_CHECKOUT_STATE;
}
