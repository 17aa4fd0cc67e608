import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import '../messages';

/** No promo codes exist yet: Apply says so rather than doing nothing. */
export function PromoCodeBox() {
  const id = useId();
  const [code, setCode] = useState('');
  const [answered, setAnswered] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setAnswered(true);
  };
  return (
    <form onSubmit={apply} noValidate className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t('checkout:promo.label')}
      </label>
      <div className="flex gap-2">
        <input id={id} value={code} onChange={(event) => setCode(event.target.value)} placeholder={t('checkout:promo.placeholder')} className={inputClasses} />
        <Button type="submit" variant="secondary">
          {t('checkout:promo.apply')}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-700">
        {answered ? t('checkout:promo.unavailable') : ''}
      </p>
    </form>
  );
}
