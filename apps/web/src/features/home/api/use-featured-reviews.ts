import type { FeaturedReview } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const FEATURED_REVIEWS_KEY = ['reviews', 'featured'] as const;

/** GET /api/reviews/featured: what verified buyers wrote, for "What our readers say" (none is invented). */
export function useFeaturedReviews() {
  return useQuery({
    queryKey: FEATURED_REVIEWS_KEY,
    queryFn: ({ signal }) => apiData<FeaturedReview[]>('/reviews/featured', { signal }),
    staleTime: 60_000,
  });
}
