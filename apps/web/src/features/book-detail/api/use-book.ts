import { useQuery } from '@tanstack/react-query';
import { bookQuery } from '../../../lib/book-query';

export { classifyBookFailure } from '../../../lib/book-query';

export function useBook(id: string) {
  return useQuery(bookQuery(id));
}
