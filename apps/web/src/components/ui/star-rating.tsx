import { Star } from 'lucide-react';

/** Five stars filled to `rating` (0–5, halves shown as a half star), with a readable label. */
export function StarRating({ rating, label, size = 'sm', className = '' }: { rating: number; label: string; size?: 'sm' | 'md'; className?: string }) {
  const box = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} aria-hidden="true" className={`relative inline-block ${box}`}>
            <Star className={`absolute inset-0 ${box} text-amber-300`} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0}%` }}>
                <Star className={`${box} fill-amber-400 text-amber-500`} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
