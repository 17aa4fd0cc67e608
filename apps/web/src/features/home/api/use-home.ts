import { useQuery } from '@tanstack/react-query';
import { homeQuery } from '../../../lib/home-query';

/** The home page's books, collections, stat tiles and sale: one answer (`GET /api/home`), filled by the server render. */
export { fetchHome, homeQuery } from '../../../lib/home-query';

export function useHome() {
  return useQuery(homeQuery());
}
