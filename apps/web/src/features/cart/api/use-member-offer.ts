import type { MemberOffer } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const memberOfferKey = (userId: string | undefined) => ['promotions', 'member-offer', userId] as const;

/**
 * The new member's discount the signed-in reader's next order gets (GET /api/promotions/member-offer), in percent: the
 * shop's percent while the account has no order, else 0; 0 for a visitor and until the answer comes. Placing or
 * cancelling an order makes every query stale, this one with them.
 */
export function useMemberOffer(): number {
  const userId = useSession()?.user._id;
  const { data } = useQuery({
    queryKey: memberOfferKey(userId),
    queryFn: ({ signal }) => apiData<MemberOffer>('/promotions/member-offer', { auth: true, signal }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  return userId && data?.eligible ? data.percent : 0;
}
