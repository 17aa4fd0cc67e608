import { LangText } from '../ui/lang-text';
import { Link } from '../../lib/locale';

export interface AuthorLinkProps {
  /** The author's page slug from the book's answer; a book kept in the browser from before author pages has none. */
  slug?: string;
  name: string;
  className?: string;
}

/**
 * The author's name, linking to their page (/authors/:slug, /bn/authors/:slug on a Bangla page). The padding makes the
 * 19 px line a 25 px target for a finger (WCAG 2.2 target size, beside a card's own link) without moving the line.
 */
export function AuthorLink({ slug, name, className = '' }: AuthorLinkProps) {
  if (!slug) return <LangText text={name} className={className} />;
  return (
    <Link to={`/authors/${encodeURIComponent(slug)}`} className={`py-[3px] underline-offset-2 hover:text-brand-700 hover:underline ${className}`}>
      <LangText text={name} />
    </Link>
  );
}
