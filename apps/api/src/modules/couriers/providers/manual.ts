import type { BookedParcel, CourierProvider, Parcel } from '../courier-provider';

/**
 * The shop's own rider, or any courier without an API whose tracking number the admin types: booking keeps what was
 * typed; where the parcel is, the admin says (POST /api/orders/:id/fulfilment). No notices come from it.
 */
export class ManualCourier implements CourierProvider {
  readonly id = 'manual' as const;
  readonly name = 'manual';

  async book(parcels: Parcel[]): Promise<(BookedParcel | Error)[]> {
    return parcels.map((parcel) =>
      parcel.consignmentId
        ? { consignmentId: parcel.consignmentId, trackingCode: parcel.consignmentId, trackingUrl: parcel.trackingUrl ?? null, courierStatus: 'booked' }
        : new Error('Consignment id is required'),
    );
  }

  async status(): Promise<null> {
    return null;
  }

  authenticateNotice(): undefined {
    return undefined;
  }
}
