import { Award, Star } from 'lucide-react';
import { CURATED_COLLECTIONS, type CuratedCollection } from '@boipoka/shared';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useHomeSettings, useToggleCollection } from '../api/home-settings-api';
import '../home-messages';

const ICONS = { staffPicks: Star, awardWinners: Award } as const;

/** Two toggles on a Book Management row: the book is in Staff Picks / Award Winners on the home page, or not. */
export function CollectionToggles({ bookId, title }: { bookId: string; title: string }) {
  const settings = useHomeSettings();
  const toggle = useToggleCollection();
  const collections = settings.data?.collections;
  if (!collections) return null;
  const isIn = (collection: CuratedCollection) => collections[collection].includes(bookId);
  const onToggle = (collection: CuratedCollection) => {
    const member = !isIn(collection);
    toggle.mutate(
      { collection, bookId, member },
      {
        onSuccess: () => notify.success(t(member ? `curation:home.added.${collection}` : `curation:home.removed.${collection}`, { title })),
        onError: (error) => notify.error(error instanceof Error && error.message ? error.message : t('curation:home.failed')),
      },
    );
  };
  return (
    <div role="group" aria-label={t('curation:home.collectionsOf', { title })} className="flex gap-1">
      {CURATED_COLLECTIONS.map((collection) => {
        const Icon = ICONS[collection];
        const pressed = isIn(collection);
        const label = t(`curation:home.toggle.${collection}`, { title });
        return (
          <button
            key={collection}
            type="button"
            aria-pressed={pressed}
            aria-label={label}
            title={label}
            disabled={toggle.isPending}
            onClick={() => onToggle(collection)}
            className={`inline-flex h-9 w-9 items-center justify-center rounded-lg ring-1 transition disabled:opacity-60 ${pressed ? 'bg-amber-100 text-amber-800 ring-amber-400' : 'bg-white text-stone-500 ring-stone-300 hover:text-stone-800'}`}
          >
            <Icon aria-hidden="true" className={`h-4 w-4 ${pressed ? 'fill-amber-400' : ''}`} />
          </button>
        );
      })}
    </div>
  );
}
