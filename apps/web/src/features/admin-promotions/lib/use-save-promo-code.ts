import type { Currency, PromoCode } from '@boipoka/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';
import { useChangePromoCode, useCreatePromoCode } from '../api/promotions-api';
import { checkMessage } from './check-messages';
import { checkPromoInput, errorsByField, promoInputOf, promoPatchOf, type PromoField, type PromoForm } from './promo-form';

export interface SavePromoCode {
  /** Messages by the form's field; '' holds those of no field the form shows. */
  errors: Partial<Record<PromoField | '', string>>;
  /** What went wrong with the form as a whole, if anything. */
  problem: string | null;
  saving: boolean;
  /** Checks the form as the server will, sends it (a new code, or what an edit changed), and says so; the saved code, or null. */
  save: (form: PromoForm) => Promise<PromoCode | null>;
  dismiss: () => void;
}

/**
 * A new code, or a code's terms changed: checked first with the shared schema (nothing is sent while a field is
 * wrong), then by the server, whose 409 (the code exists) and 400 name their fields, in the page's language. An edit
 * sends only the terms that changed (PATCH); the code itself never changes.
 */
export function useSavePromoCode(currency: Currency, editing: PromoCode | null = null): SavePromoCode {
  const createCode = useCreatePromoCode();
  const changeCode = useChangePromoCode();
  const [errors, setErrors] = useState<SavePromoCode['errors']>({});
  const [problem, setProblem] = useState<string | null>(null);
  const failed = editing ? 'promotions:form.fixFieldsEdit' : 'promotions:form.fixFields';

  const save = async (form: PromoForm): Promise<PromoCode | null> => {
    setProblem(null);
    // An edited code keeps its currency: the shop refuses a code in another one, and the code was made in the shop's.
    const checked = checkPromoInput(promoInputOf(form, editing?.currency ?? currency));
    if (!checked.ok) {
      setErrors(errorsByField(checked.issues, checkMessage));
      setProblem(t(failed));
      return null;
    }
    try {
      let saved: PromoCode;
      if (editing) {
        const patch = promoPatchOf(editing, form, checked.input);
        if (Object.keys(patch).length === 0) {
          setErrors({});
          notify.info(t('promotions:form.unchanged', { code: editing.code }));
          return editing;
        }
        saved = await changeCode.mutateAsync({ id: editing._id, patch });
        notify.success(t('promotions:form.saved', { code: saved.code }));
      } else {
        saved = await createCode.mutateAsync(checked.input);
        notify.success(t('promotions:form.created', { code: saved.code }));
      }
      setErrors({});
      return saved;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.errors.length > 0) {
        setErrors(errorsByField(error.errors));
        setProblem(t(failed));
      } else {
        setErrors({});
        setProblem(t(editing ? 'promotions:form.saveFailed' : 'promotions:form.failed', { message: errorMessage(error, t('promotions:form.noAnswer')) }));
      }
      return null;
    }
  };

  return { errors, problem, saving: createCode.isPending || changeCode.isPending, save, dismiss: () => setProblem(null) };
}
