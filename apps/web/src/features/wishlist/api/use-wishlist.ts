import type { Wishlist } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const wishlistKey = (userId: string | undefined) => ['wishlist', userId] as const;

export function wishlistQuery(userId: string | undefined) {
  return {
    queryKey: wishlistKey(userId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => apiData<Wishlist>('/wishlist', { auth: true, signal }),
    enabled: Boolean(userId),
  };
}

/** GET /api/wishlist: the signed-in reader's wished books, newest first. */
export function useWishlist() {
  return useQuery(wishlistQuery(useSession()?.user._id));
}
