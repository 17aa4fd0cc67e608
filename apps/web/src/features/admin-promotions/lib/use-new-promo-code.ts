import type { Currency, PromoCode } from '@boipoka/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';
import { useCreatePromoCode } from '../api/promotions-api';
import { checkMessage } from './check-messages';
import { checkPromoInput, errorsByField, promoInputOf, type PromoField, type PromoForm } from './promo-form';

export interface NewPromoCode {
  /** Messages by the form's field; '' holds those of no field the form shows. */
  errors: Partial<Record<PromoField | '', string>>;
  /** What went wrong with the form as a whole, if anything. */
  problem: string | null;
  creating: boolean;
  /** Checks the form as the server will, sends it, and says so; the created code, or null. */
  create: (form: PromoForm) => Promise<PromoCode | null>;
  dismiss: () => void;
}

/**
 * A new code: checked first with the shared schema (nothing is sent while a field is wrong), then by the server, whose
 * 409 (the code exists) and 400 name their fields, in the page's language.
 */
export function useNewPromoCode(currency: Currency): NewPromoCode {
  const createCode = useCreatePromoCode();
  const [errors, setErrors] = useState<NewPromoCode['errors']>({});
  const [problem, setProblem] = useState<string | null>(null);

  const create = async (form: PromoForm): Promise<PromoCode | null> => {
    setProblem(null);
    const checked = checkPromoInput(promoInputOf(form, currency));
    if (!checked.ok) {
      setErrors(errorsByField(checked.issues, checkMessage));
      setProblem(t('promotions:form.fixFields'));
      return null;
    }
    try {
      const created = await createCode.mutateAsync(checked.input);
      setErrors({});
      notify.success(t('promotions:form.created', { code: created.code }));
      return created;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.errors.length > 0) {
        setErrors(errorsByField(error.errors));
        setProblem(t('promotions:form.fixFields'));
      } else {
        setErrors({});
        setProblem(t('promotions:form.failed', { message: errorMessage(error, t('promotions:form.noAnswer')) }));
      }
      return null;
    }
  };

  return { errors, problem, creating: createCode.isPending, create, dismiss: () => setProblem(null) };
}
