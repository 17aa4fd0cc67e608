import type { Sale } from '@boipoka/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';
import { useChangeSale, useCreateSale } from '../api/sales-api';
import { checkMessage } from './check-messages';
import { checkSaleInput, errorsByField, saleInputOf, type SaleField, type SaleForm } from './sale-form';

export interface SaveSale {
  /** Messages by the form's field; '' holds those of no field the form shows. */
  errors: Partial<Record<SaleField | '', string>>;
  /** What went wrong with the form as a whole, if anything. */
  problem: string | null;
  saving: boolean;
  /** Checks the form as the server will, sends it (a new sale, or the whole of the one edited), and says so. */
  save: (form: SaleForm, editing: Sale | null) => Promise<Sale | null>;
  dismiss: () => void;
}

/** A sale created or changed: checked first with the shared schema, then by the server, whose 400 names its fields. */
export function useSaveSale(): SaveSale {
  const createSale = useCreateSale();
  const changeSale = useChangeSale();
  const [errors, setErrors] = useState<SaveSale['errors']>({});
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (form: SaleForm, editing: Sale | null): Promise<Sale | null> => {
    setProblem(null);
    const checked = checkSaleInput(saleInputOf(form));
    if (!checked.ok) {
      setErrors(errorsByField(checked.issues, checkMessage));
      setProblem(t('sales:form.fixFields'));
      return null;
    }
    try {
      const saved = editing ? await changeSale.mutateAsync({ id: editing._id, patch: checked.input }) : await createSale.mutateAsync(checked.input);
      setErrors({});
      notify.success(t(editing ? 'sales:form.saved' : 'sales:form.created', { name: saved.name.en }));
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        setErrors(errorsByField(error.errors));
        setProblem(t('sales:form.fixFields'));
      } else {
        setErrors({});
        setProblem(t('sales:form.failed', { message: errorMessage(error, t('sales:form.noAnswer')) }));
      }
      return null;
    }
  };

  return { errors, problem, saving: createSale.isPending || changeSale.isPending, save, dismiss: () => setProblem(null) };
}
