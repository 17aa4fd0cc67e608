import { addressInput, type SavedAddress } from '@boipoka/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { DistrictSelect } from './district-select';
import { addressFieldError } from '../address-text';

export type AddressForm = z.input<typeof addressInput>;
export type AddressValues = z.output<typeof addressInput>;

const TEXT_FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', autoComplete: 'street-address', wide: true },
] as const;

export interface AddressFormProps {
  /** The address being edited; a new one when absent. */
  address?: SavedAddress;
  busy: boolean;
  onSave: (values: AddressValues) => void;
  onCancel: () => void;
}

/** A saved address, checked with the same shared rules as the server's (and checkout's): a Bangladeshi mobile, a district. */
export function AddressFormFields({ address, busy, onSave, onCancel }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm, unknown, AddressValues>({
    resolver: zodResolver(addressInput),
    defaultValues: {
      label: address?.label ?? '',
      name: address?.name ?? '',
      phone: address?.phone ?? '',
      address: address?.address ?? '',
      city: address?.city ?? '',
      postalCode: address?.postalCode ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });
  const label = (field: string) => t(`accounts:addresses.${field}`);
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={label('label')}
          placeholder={t('accounts:addresses.labelPlaceholder')}
          error={addressFieldError(label('label'), errors.label?.message)}
          className="sm:col-span-2"
          {...register('label')}
        />
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={label(field.name)}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            hint={field.name === 'phone' ? t('accounts:addresses.phoneHint') : undefined}
            required
            error={addressFieldError(label(field.name), errors[field.name]?.message)}
            className={'wide' in field ? 'sm:col-span-2' : ''}
            {...register(field.name)}
          />
        ))}
        <DistrictSelect label={label('city')} autoComplete="address-level2" required error={addressFieldError(label('city'), errors.city?.message)} {...register('city')} />
        <FormField label={label('postalCode')} autoComplete="postal-code" required error={addressFieldError(label('postalCode'), errors.postalCode?.message)} {...register('postalCode')} />
      </div>
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
  );
}
