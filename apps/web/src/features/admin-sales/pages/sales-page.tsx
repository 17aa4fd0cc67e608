import type { Sale } from '@boipoka/shared';
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
import { useChangeSale, useSales } from '../api/sales-api';
import { SaleForm } from '../components/sale-form';
import { SalesTable } from '../components/sales-table';

/** /dashboard/sales (admin): the shop's scheduled sales, a new one, editing, pausing or resuming one (issue 35, decision 043). */
export function SalesPage() {
  useDocumentTitle(t('sales:pageTitle'));
  const locale = useLocale();
  const listHeadingId = useId();
  const sales = useSales();
  const changeSale = useChangeSale();
  const [editing, setEditing] = useState<Sale | null>(null);
  // An amount sale is in the shop's currency: the settings every page already has.
  const currency = useShopSettings()?.currency ?? getShopCurrency();
  const nameOf = (sale: Sale) => (locale === 'bn' ? sale.name.bn : sale.name.en);

  const setActive = (sale: Sale, active: boolean) =>
    changeSale.mutate(
      { id: sale._id, patch: { active } },
      {
        onSuccess: (saved) => notify.success(t(saved.active ? 'sales:list.resumedToast' : 'sales:list.pausedToast', { name: nameOf(saved) })),
        onError: (error) => notify.error(t('sales:list.changeFailed', { name: nameOf(sale), message: errorMessage(error, t('sales:form.noAnswer')) })),
      },
    );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('sales:heading')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('sales:intro')}</p>
      </div>

      <section aria-labelledby={listHeadingId} className="space-y-3">
        <h2 id={listHeadingId} className="text-xl font-bold text-stone-900">
          {t('sales:list.heading')}
        </h2>
        {sales.isPending ? (
          <Spinner />
        ) : !sales.data ? (
          <AlertBanner tone="error">
            <p>{errorMessage(sales.error, t('sales:loadFailed'))}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void sales.refetch()}>
              {t('sales:retry')}
            </Button>
          </AlertBanner>
        ) : (
          <SalesTable
            sales={sales.data}
            locale={locale}
            currency={currency}
            now={new Date()}
            labelledBy={listHeadingId}
            changing={changeSale.isPending ? (changeSale.variables?.id ?? null) : null}
            onEdit={setEditing}
            onSetActive={setActive}
          />
        )}
      </section>

      {/* A new language or another sale to edit starts the form again, its figures in that language's digits. */}
      <SaleForm key={`${locale}-${currency}-${editing?._id ?? 'new'}`} currency={currency} locale={locale} editing={editing} onDone={() => setEditing(null)} />
    </div>
  );
}
