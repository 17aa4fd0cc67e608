import { useLocation } from 'react-router';
import { t, type Locale } from '../../lib/i18n';
import { RouterLink, switchLocalePath, useLocale } from '../../lib/locale';
import { rememberLocale } from '../../lib/locale-choice';

const NAMES: Record<Locale, string> = { bn: 'বাংলা', en: 'English' };

/**
 * বাংলা | English: the same page (path, query, hash and navigation state) in the other language; the cart is in local
 * storage and stays. Each name is written in its own language and marked so (a screen reader reads it in that voice).
 * The link is the router's plain one (`RouterLink`): its target is already in the other language.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const location = useLocation();
  const locale = useLocale();
  return (
    <ul aria-label={t('common:language.label')} className={`flex items-center gap-1 text-sm font-medium ${className}`}>
      {(['bn', 'en'] as const).map((target, index) => (
        <li key={target} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden="true" className="text-stone-400">
              |
            </span>
          )}
          {target === locale ? (
            <span lang={target} aria-current="true" className="rounded px-1.5 py-1 text-brand-700">
              {NAMES[target]}
            </span>
          ) : (
            <RouterLink
              to={switchLocalePath(location, target)}
              state={location.state}
              lang={target}
              hrefLang={target}
              onClick={() => rememberLocale(target)}
              className="rounded px-1.5 py-1 text-stone-700 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {NAMES[target]}
            </RouterLink>
          )}
        </li>
      ))}
    </ul>
  );
}
