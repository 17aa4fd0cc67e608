import type { PromoCode } from '@boipoka/shared';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { getShopCurrency } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useShopSettings } from '../../../lib/shop-settings';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { useChangePromoCode, usePromoCodes } from '../api/promotions-api';
import { PromoCodeForm } from '../components/promo-code-form';
import { PromoCodesTable } from '../components/promo-codes-table';

/** /dashboard/promotions (admin): the shop's promo codes, a new one, a code's terms changed, and pausing or resuming one (issue 35, decision 042). */
export function PromotionsPage() {
  useDocumentTitle(t('promotions:pageTitle'));
  const locale = useLocale();
  const listHeadingId = useId();
  const codes = usePromoCodes();
  const changeCode = useChangePromoCode();
  // A code is in the shop's currency (the server refuses another): the settings every page already has.
  const currency = useShopSettings()?.currency ?? getShopCurrency();
  // The code whose terms the form shows for editing; none: the form makes a new code.
  const [editing, setEditing] = useState<PromoCode | null>(null);

  const setActive = (code: PromoCode, active: boolean) =>
    changeCode.mutate(
      { id: code._id, patch: { active } },
      {
        onSuccess: (saved) => notify.success(t(saved.active ? 'promotions:list.resumedToast' : 'promotions:list.pausedToast', { code: saved.code })),
        onError: (error) => notify.error(t('promotions:list.changeFailed', { code: code.code, message: errorMessage(error, t('promotions:form.noAnswer')) })),
      },
    );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('promotions:heading')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('promotions:intro')}</p>
      </div>

      <section aria-labelledby={listHeadingId} className="space-y-3">
        <h2 id={listHeadingId} className="text-xl font-bold text-stone-900">
          {t('promotions:list.heading')}
        </h2>
        {codes.isPending ? (
          <Spinner />
        ) : !codes.data ? (
          <AlertBanner tone="error">
            <p>{errorMessage(codes.error, t('promotions:loadFailed'))}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void codes.refetch()}>
              {t('promotions:retry')}
            </Button>
          </AlertBanner>
        ) : (
          <PromoCodesTable
            codes={codes.data}
            locale={locale}
            labelledBy={listHeadingId}
            changing={changeCode.isPending ? (changeCode.variables?.id ?? null) : null}
            onSetActive={setActive}
            onEdit={setEditing}
          />
        )}
      </section>

      {/* A new language starts the form again, its figures in that language's digits; so does another code to edit. */}
      <PromoCodeForm key={`${locale}-${currency}-${editing?._id ?? 'new'}`} currency={currency} locale={locale} editing={editing} onDone={() => setEditing(null)} />
    </div>
  );
}
