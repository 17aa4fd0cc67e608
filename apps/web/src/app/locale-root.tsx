import { Fragment, use, useEffect } from 'react';
import { Outlet } from 'react-router';
import { activateLocale, isLocaleReady, loadLocale, type Locale } from '../lib/i18n';

/**
 * The root of one language's route tree (/ or /bn). Its texts are loaded before anything under it renders (on the first
 * load main.tsx has loaded them already; after the language switch the old page stays until they arrive), and the
 * whole tree is mounted afresh when the language changes, so every text, title and format follows.
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  if (!isLocaleReady(locale)) use(loadLocale(locale));
  activateLocale(locale);
  useEffect(() => {
    activateLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <Fragment key={locale}>
      <Outlet />
    </Fragment>
  );
}
