import { fromCents, type FulfilmentEvent } from '@boipoka/shared';
import type { FulfilmentEventWithActor } from './orders-repository';

/** A fulfilment step as the caller may see it: who on the staff acted, and the shop's note, are for the staff only. */
export function toFulfilmentEvent(event: FulfilmentEventWithActor, forAdmin: boolean): FulfilmentEvent {
  return {
    _id: event.id,
    step: event.step,
    actorRole: event.actorRole,
    ...(forAdmin ? { actor: event.actorId ? { _id: event.actorId, name: event.actorName ?? '' } : null } : {}),
    courier: event.courier,
    consignmentId: event.consignmentId,
    trackingUrl: event.trackingUrl,
    cashCollected: event.cashCollectedMinor === null ? null : fromCents(event.cashCollectedMinor),
    returnReason: event.returnReason,
    ...(forAdmin && event.note !== null ? { note: event.note } : {}),
    createdAt: event.createdAt.toISOString(),
  };
}
