import { Bell } from 'lucide-react';
import { t } from '../../lib/i18n';
import { NavbarPopover } from './navbar-popover';

/** The signed-in bell. There is no notification feed yet, so it says so instead of being a dead button. */
export function NavbarNotifications() {
  return (
    <NavbarPopover label={t('common:nav.notifications')} trigger={<Bell aria-hidden="true" className="h-5 w-5" />} panelClassName="w-64">
      {() => (
        <div className="text-center">
          <p className="text-sm font-semibold text-stone-900">{t('common:nav.notifications')}</p>
          <Bell aria-hidden="true" className="mx-auto mt-3 h-8 w-8 text-stone-300" />
          <p className="mt-2 text-sm text-stone-700">{t('storefront:nav.noNotifications')}</p>
        </div>
      )}
    </NavbarPopover>
  );
}
