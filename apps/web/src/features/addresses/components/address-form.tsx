import { addressInput, type AddressValues, type SavedAddress } from '@boipoka/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { AddressFields } from './address-fields';
import { addressFieldError } from '../address-text';

export type AddressForm = z.input<typeof addressInput>;
export type { AddressValues };

export interface AddressFormProps {
  /** The address being edited; a new one when absent. */
  address?: SavedAddress;
  busy: boolean;
  onSave: (values: AddressValues) => void;
  onCancel: () => void;
}

/** A saved address, checked with the same shared rules as the server's (and checkout's): a Bangladeshi mobile, a district. */
export function AddressFormFields({ address, busy, onSave, onCancel }: AddressFormProps) {
  const form = useForm<AddressForm, unknown, AddressValues>({
    resolver: zodResolver(addressInput),
    defaultValues: {
      label: address?.label ?? '',
      name: address?.name ?? '',
      phone: address?.phone ?? '',
      division: address?.division ?? '',
      district: address?.district ?? '',
      upazila: address?.upazila ?? '',
      address: address?.address ?? '',
      area: address?.area ?? '',
      postalCode: address?.postalCode ?? '',
      landmark: address?.landmark ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const label = (field: string) => t(`accounts:addresses.${field}`);
  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSave)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={label('label')}
            placeholder={t('accounts:addresses.labelPlaceholder')}
            error={addressFieldError(label('label'), errors.label?.message)}
            className="sm:col-span-2"
            {...register('label')}
          />
          <FormField label={label('name')} autoComplete="name" required error={addressFieldError(label('name'), errors.name?.message)} {...register('name')} />
          <FormField
            label={label('phone')}
            type="tel"
            autoComplete="tel"
            hint={t('accounts:addresses.phoneHint')}
            required
            error={addressFieldError(label('phone'), errors.phone?.message)}
            {...register('phone')}
          />
        </div>
        <AddressFields />
        {!address?.isDefault && (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="h-4 w-4 rounded border-stone-300" {...register('isDefault')} />
            {t('accounts:addresses.isDefault')}
          </label>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('accounts:addresses.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('accounts:addresses.saving') : t('accounts:addresses.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
