import { useState } from 'react';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/** Live preview of the typed image URL; disappears when the image cannot be loaded (SPEC §2). */
export function CoverPreview({ url }: { url: string }) {
  const trimmed = url.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!trimmed || failedUrl === trimmed) return null;
  return (
    <figure className="mt-3">
      <figcaption className="mb-1 text-xs font-medium text-stone-600">{t('admin:addBook.previewLabel')}</figcaption>
      <img
        key={trimmed}
        src={trimmed}
        alt={t('admin:addBook.previewAlt')}
        width={120}
        height={180}
        className="aspect-[2/3] w-30 rounded-md border border-stone-200 bg-stone-100 object-cover shadow-sm"
        onError={() => setFailedUrl(trimmed)}
      />
    </figure>
  );
}
