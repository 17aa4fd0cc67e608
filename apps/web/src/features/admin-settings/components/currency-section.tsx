import { convertMinor, CURRENCIES, currencyChangeSchema, ROUNDING_RULES, type Currency, type CurrencyChange, type RoundingRule, type ShopSettings } from '@boipoka/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatCents, formatInteger } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';
import { useChangeCurrency, useShopHasOrders } from '../api/admin-settings-api';
import { checkMessage } from '../lib/check-messages';
import { parseNumber } from '../../../lib/money-input';
import { errorsByField, samePath } from '../lib/settings-form';
import { currencyName } from '../lib/texts';
import { ChoiceField, InputField } from './fields';
import { SettingsSection } from './settings-section';

/** A price to show the rule on, in each currency: a paperback's. */
const SAMPLE_PRICE: Record<Currency, number> = { USD: 849, BDT: 35000 };
const ROUNDING_LABEL: Record<RoundingRule, string> = { none: 'settings:currency.roundingNone', whole: 'settings:currency.roundingWhole', ten: 'settings:currency.roundingTen' };
const ROUNDED: Record<RoundingRule, string> = { none: 'settings:currency.roundedNone', whole: 'settings:currency.roundedWhole', ten: 'settings:currency.roundedTen' };

/**
 * The shop's currency, and while it has no orders a change of it: a rate and a rounding rule, confirmed after seeing
 * what prices become. Once the shop has orders the page says so in the form's place, and the server refuses (409).
 */
export function CurrencySection({ settings, locale }: { settings: ShopSettings; locale: Locale }) {
  const changeCurrency = useChangeCurrency();
  const others = CURRENCIES.filter((currency) => currency !== settings.currency);
  const [to, setTo] = useState<Currency>(others[0]!);
  const [rate, setRate] = useState('');
  const [rounding, setRounding] = useState<RoundingRule>('whole');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, setChange] = useState<CurrencyChange | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const from = settings.currency;
  // Said before the owner fills the form in; the server's 409 stays the authority (an order may come meanwhile).
  const hasOrders = useShopHasOrders().data === true;
  const lockedNote = locked ?? (hasOrders ? t('settings:currency.lockedByOrders', { name: currencyName(from) }) : null);

  const review = () => {
    setProblem(null);
    const checked = currencyChangeSchema.safeParse({ currency: to, rate: parseNumber(rate), rounding });
    if (!checked.success) {
      setErrors(
        errorsByField(
          checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          samePath,
          (message) => (message.startsWith('Rate') || message.startsWith('Invalid input') ? t('settings:errors.rate') : checkMessage(message)),
        ),
      );
      return;
    }
    setErrors({});
    setChange(checked.data);
  };

  const confirm = async () => {
    if (!change) return;
    try {
      const answer = await changeCurrency.mutateAsync(change);
      setChange(null);
      setRate('');
      notify.success(t('settings:currency.changed', { count: answer.booksRepriced, formatted: formatInteger(answer.booksRepriced), currency: currencyName(answer.currency) }));
    } catch (error) {
      setChange(null);
      if (error instanceof ApiError && error.status === 409) setLocked(errorMessage(error, t('settings:currency.intro')));
      else if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) setErrors(errorsByField(error.errors, samePath));
      else setProblem(t('settings:currency.failed', { message: errorMessage(error, t('settings:loadFailed')) }));
    }
  };

  const convert = (amountMinor: number) => (change ? formatCents(convertMinor(amountMinor, change.rate, change.rounding), locale, change.currency) : '');
  const before = (amountMinor: number) => formatCents(amountMinor, locale, from);

  return (
    <SettingsSection id="currency" title={t('settings:sections.currency')} intro={t('settings:currency.intro')}>
      <p className="font-medium text-stone-900" data-testid="current-currency">
        {t('settings:currency.current', { name: currencyName(from) })}
      </p>
      {lockedNote ? (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="currency-locked">
          {lockedNote}
        </div>
      ) : (
        <div className="rounded-lg border border-stone-200 p-3 sm:p-4">
          <h3 className="font-semibold text-stone-900">{t('settings:currency.changeHeading')}</h3>
          <p className="mt-1 mb-3 text-sm text-stone-600">{t('settings:currency.changeIntro')}</p>
          {problem && (
            <div className="mb-3">
              <AlertBanner tone="error" onDismiss={() => setProblem(null)}>
                {problem}
              </AlertBanner>
            </div>
          )}
          <div className="grid gap-4 md:grid-cols-3">
            <div>
              <label htmlFor="currency-to" className="mb-1 block text-sm font-medium text-stone-800">
                {t('settings:currency.to')}
              </label>
              <select id="currency-to" value={to} onChange={(event) => setTo(event.target.value as Currency)} className={inputClasses}>
                {others.map((currency) => (
                  <option key={currency} value={currency}>
                    {currencyName(currency)}
                  </option>
                ))}
              </select>
              {errors.currency && <p className="mt-1 text-sm text-red-700">{errors.currency}</p>}
            </div>
            <InputField
              label={t('settings:currency.rate', { from, to })}
              inputMode="decimal"
              autoComplete="off"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
              hint={t('settings:currency.rateHint')}
              error={errors.rate}
            />
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-stone-800">{t('settings:currency.rounding')}</legend>
              <div className="space-y-1.5">
                {ROUNDING_RULES.map((rule) => (
                  <ChoiceField key={rule} type="radio" name="currency-rounding" value={rule} checked={rounding === rule} onChange={() => setRounding(rule)} label={t(ROUNDING_LABEL[rule])} />
                ))}
              </div>
              {errors.rounding && <p className="mt-1 text-sm text-red-700">{errors.rounding}</p>}
            </fieldset>
          </div>
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" onClick={review} className="w-full sm:w-auto">
              {t('settings:currency.review')}
            </Button>
          </div>
        </div>
      )}
      <Dialog open={change !== null} title={t('settings:currency.confirmTitle', { to: change?.currency ?? to })} onClose={() => setChange(null)} closeOnBackdrop={!changeCurrency.isPending}>
        {change && (
          <div className="space-y-3 text-sm text-stone-800">
            <p>{t('settings:currency.confirmBody', { from, to: change.currency, rate: change.rate, rounding: t(ROUNDED[change.rounding]) })}</p>
            <ul className="space-y-1 rounded-lg bg-stone-50 px-3 py-2" data-testid="currency-examples">
              <Example label={t('settings:currency.exampleBook')} before={before(SAMPLE_PRICE[from])} after={convert(SAMPLE_PRICE[from])} />
              {settings.zones.map((zone) => (
                <Example key={zone.id} label={zone.name[locale]} before={before(zone.charge.amountMinor)} after={convert(zone.charge.amountMinor)} />
              ))}
              {settings.freeDeliveryOver && (
                <Example label={t('settings:currency.exampleThreshold')} before={before(settings.freeDeliveryOver.amountMinor)} after={convert(settings.freeDeliveryOver.amountMinor)} />
              )}
            </ul>
            <p className="text-stone-600">{t('settings:currency.confirmNote')}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setChange(null)} disabled={changeCurrency.isPending}>
                {t('settings:currency.cancel')}
              </Button>
              <Button onClick={() => void confirm()} disabled={changeCurrency.isPending}>
                {changeCurrency.isPending ? t('settings:currency.changing') : t('settings:currency.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </SettingsSection>
  );
}

function Example({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className="text-stone-700">{label}</span>
      <span className="tabular-nums font-medium whitespace-nowrap">
        {before} <span aria-hidden="true">→</span>
        <span className="sr-only"> {t('settings:currency.becomes')} </span> {after}
      </span>
    </li>
  );
}
