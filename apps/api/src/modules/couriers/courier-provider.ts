import type { CourierId } from '@boipoka/shared';

/**
 * The port every courier sits behind (issue 33, decision 047), in the shop's words: book a parcel, read where it is,
 * take the courier's notice. Adapters know their courier's fields and nothing of orders.
 */

/** A parcel to book: our order number is the invoice the courier keeps; cash in minor units (paisa). */
export interface Parcel {
  invoice: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  cashToCollectMinor: number;
  note?: string;
  /** manual: the tracking number and link the admin typed. */
  consignmentId?: string;
  trackingUrl?: string;
}

/** Where a parcel is, in the shop's words: the step of the fulfilment track the courier's status means, if any. */
export type CourierStep = 'with_courier' | 'delivered' | 'returned' | null;

export interface BookedParcel {
  consignmentId: string;
  trackingCode: string | null;
  trackingUrl: string | null;
  /** The courier's own word (Steadfast: in_review). */
  courierStatus: string;
}

export interface ParcelStatus {
  courierStatus: string;
  step: CourierStep;
}

/** A notice as the courier sent it, authenticated: which consignment it names (its status is asked of the courier). */
export interface CourierNotice {
  consignmentId: string;
}

/** The courier refused a parcel (its answer says why); asking again will not change it. */
export class CourierRefusedError extends Error {
  override name = 'CourierRefusedError';
}
/** The courier could not be reached or answered nonsense: nothing is known to have been booked or read. */
export class CourierUnavailableError extends Error {
  override name = 'CourierUnavailableError';
}

export interface CourierProvider {
  readonly id: CourierId;
  /** The name the timeline and the SMS show (manual: the admin's own). */
  readonly name: string;
  /** Books each parcel; answers in the same order, each booked or the error it met. */
  book(parcels: Parcel[]): Promise<(BookedParcel | Error)[]>;
  /** Where the parcel is now, asked of the courier; null when the courier has no API (manual). */
  status(consignmentId: string): Promise<ParcelStatus | null>;
  /** A notice's consignment, when the request carries the courier's secret; undefined otherwise (a forged notice). */
  authenticateNotice(authorization: string | undefined, body: { consignment_id: number | string }): CourierNotice | undefined;
}
