import { MapPin } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

/** A drawn street pattern with a pin — decoration only, clearly labelled as not a real map (SPEC §2). */
export function DemoMap() {
  return (
    <figure className="relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100">
      <svg viewBox="0 0 400 240" className="h-56 w-full" role="img" aria-label={t('storefront:homeContact.mapLabel')}>
        <rect width="400" height="240" fill="#e9f6f1" />
        <path d="M0 70 H400 M0 160 H400 M90 0 V240 M230 0 V240 M330 0 V240" stroke="#fff" strokeWidth="14" />
        <path d="M0 220 C120 180 200 240 400 120" stroke="#9dd6c0" strokeWidth="18" fill="none" />
        <rect x="110" y="88" width="100" height="54" rx="6" fill="#cdebdf" />
        <rect x="250" y="88" width="60" height="54" rx="6" fill="#cdebdf" />
        <rect x="20" y="88" width="52" height="54" rx="6" fill="#cdebdf" />
      </svg>
      <span aria-hidden="true" className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-full text-accent-600">
        <MapPin className="h-10 w-10 fill-accent-500/30" />
      </span>
      <figcaption className="absolute right-3 bottom-3 rounded-md bg-white/90 px-2 py-1 text-xs font-medium text-stone-700">{t('storefront:homeContact.mapNote')}</figcaption>
    </figure>
  );
}
