import { Link } from 'react-router';
import { t } from '../../lib/i18n';

/** Placeholder; the storefront team replaces it with the full navigation bar of SPEC §2. */
export function Navbar() {
  return (
    <header className="bg-white">
      <nav aria-label={t('common:nav.mainNavigation')} className="mx-auto flex max-w-7xl gap-4 px-4 py-3">
        <Link to="/">{t('common:brand.name')}</Link>
      </nav>
    </header>
  );
}
