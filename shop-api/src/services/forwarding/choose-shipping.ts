// Air or sea, and where to: priced by the one shipping rule from the parcel the warehouse measured to the
// address's country, plus the door courier. `apply: false` only prices (the shipping-select modal's preview);
// `apply: true` keeps the choice and its price on the request: what paying it charges.
import {
  type Address,
  CHECKOUT_MESSAGES,
  FORWARD_REQUEST_MESSAGES,
  type ForwardRequestShippingRequest,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { type ForwardRequestRow, ownForwardRequest, parcelOf } from './forward-request-row.js';
import { hasPendingPayment } from './forward-request-view.js';
import { destinationIso, doorDeliveryFee, forwardPrice } from './shipping-price.js';

/**
 * The address as given (a new one, id 0) or the user's saved one by id (400 naming address.id when it is not
 * theirs). Decision: a new address is kept on the request only, not added to the account's addresses.
 */
async function chosenAddress(
  q: Queryable,
  userId: number,
  address: ForwardRequestShippingRequest['address'],
): Promise<Address> {
  if (address.id === 0) return { ...address, id: 0 };
  const [saved] = await q.query<Address>(
    `SELECT id, first_name, last_name, first_address, city, zip, phone_number, country_id
     FROM delivery_addresses WHERE id = $1 AND user_id = $2`,
    [address.id, userId],
  );
  if (!saved) throw checkoutError(400, CHECKOUT_MESSAGES.addressInvalid, 'address.id');
  return saved;
}

function pricedParcel(row: ForwardRequestRow) {
  const parcel = parcelOf(row);
  if (row.status !== 'arrived' || !parcel) {
    throw checkoutError(409, FORWARD_REQUEST_MESSAGES.statusNotAllowed, 'status');
  }
  return parcel;
}

export async function chooseShipping(db: Database, userId: number, body: ForwardRequestShippingRequest) {
  const address = await chosenAddress(db, userId, body.address);
  const iso = destinationIso(address.country_id);
  if (!body.apply) {
    const row = await ownForwardRequest(db, userId, body.slug);
    const parcel = pricedParcel(row);
    const price = forwardPrice(parcel, iso, body.shipping_method, await doorDeliveryFee(db, row.site_id));
    return { applied: false, ...price };
  }
  return db.transaction(async (tx) => {
    const row = await ownForwardRequest(tx, userId, body.slug, true);
    const parcel = pricedParcel(row);
    // The price an open provider payment is collecting must not change under it.
    if (await hasPendingPayment(tx, row.id)) {
      throw checkoutError(409, FORWARD_REQUEST_MESSAGES.changeWhilePaying, 'status');
    }
    const price = forwardPrice(parcel, iso, body.shipping_method, await doorDeliveryFee(tx, row.site_id));
    await tx.query(
      `UPDATE forward_requests SET shipping_method = $2, address = $3, shipping = $4, delivery_fee = $5, total = $6
       WHERE id = $1`,
      [
        row.id,
        body.shipping_method,
        JSON.stringify(address),
        price.totals.shipping,
        price.totals.delivery_fee,
        price.totals.total,
      ],
    );
    return { applied: true, ...price };
  });
}
