import { BD_DISTRICTS, BD_DIVISIONS, findDistrict, type District } from '@boipoka/shared';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useController, useFormContext, type FieldErrors } from 'react-hook-form';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { useBangladeshAreas } from '../../../lib/bangladesh-areas';
import { currentLocale, t } from '../../../lib/i18n';
import { addressFieldError } from '../address-text';
import '../../../lib/accounts-messages';

/** The fields of a form that holds an address (checkout's shipping details, a saved address). */
export interface PlaceFormValues {
  division?: string;
  district?: string;
  upazila?: string | null;
  address: string;
  area?: string;
  postalCode?: string;
  landmark?: string;
  city?: string;
}

const label = (field: string) => t(`accounts:addresses.${field}`);
const byName = (locale: 'en' | 'bn') => (a: { en: string; bn: string }, b: { en: string; bn: string }) => a[locale].localeCompare(b[locale], locale === 'bn' ? 'bn-BD' : 'en');

/**
 * Where a courier brings the books: division → district → upazila or city thana (named in the page's language), house
 * and road, area, postal code (optional) and landmark (optional). One component for checkout and My Addresses, inside
 * their react-hook-form `FormProvider`; the upazilas' names load when it first shows (never on a first page).
 */
export function AddressFields() {
  const { register, setValue, formState } = useFormContext<PlaceFormValues>();
  const errors = formState.errors as FieldErrors<PlaceFormValues>;
  const locale = currentLocale();
  const areas = useBangladeshAreas();
  const division = useController<PlaceFormValues, 'division'>({ name: 'division' });
  const district = useController<PlaceFormValues, 'district'>({ name: 'district' });
  const upazila = useController<PlaceFormValues, 'upazila'>({ name: 'upazila' });

  const chosenDivision = division.field.value ?? '';
  const chosenDistrict = findDistrict(district.field.value ?? '');
  const districts = BD_DISTRICTS.filter((d) => !chosenDivision || d.division === chosenDivision);
  const places = chosenDistrict && areas ? areas.upazilasOf(chosenDistrict.en) : [];
  const upazilas = places.filter((p) => p.kind === 'upazila').sort(byName(locale));
  const thanas = places.filter((p) => p.kind === 'city-thana').sort(byName(locale));
  const error = (field: keyof PlaceFormValues, message: string | undefined) => addressFieldError(label(field === 'division' ? 'divisionField' : field), message);

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Select
        label={label('divisionField')}
        name="division"
        autoComplete="address-level1"
        value={chosenDivision}
        onBlur={division.field.onBlur}
        ref={division.field.ref}
        error={error('division', errors.division?.message)}
        onChange={(event) => {
          division.field.onChange(event.target.value);
          if (chosenDistrict && chosenDistrict.division !== event.target.value) {
            setValue('district', '');
            setValue('upazila', '');
          }
        }}
      >
        <option value="">{t('accounts:addresses.divisionChoose')}</option>
        {BD_DIVISIONS.map((d) => (
          <option key={d.en} value={d.en}>
            {d[locale]}
          </option>
        ))}
      </Select>
      <Select
        label={label('district')}
        name="district"
        autoComplete="address-level2"
        required
        value={chosenDistrict?.en ?? ''}
        onBlur={district.field.onBlur}
        ref={district.field.ref}
        // Without a district the schema asks for SPEC's city (the form has none): that is the district missing.
        error={error('district', errors.district?.message ?? errors.city?.message)}
        onChange={(event) => {
          const next = findDistrict(event.target.value);
          district.field.onChange(event.target.value);
          if (next) setValue('division', next.division);
          setValue('upazila', '');
        }}
      >
        <option value="">{t('accounts:addresses.cityChoose')}</option>
        {(chosenDivision ? [chosenDivision] : BD_DIVISIONS.map((d) => d.en)).map((name) => (
          <optgroup key={name} label={t('accounts:addresses.division', { name: BD_DIVISIONS.find((d) => d.en === name)![locale] })}>
            {districts
              .filter((d: District) => d.division === name)
              .sort(byName(locale))
              .map((d) => (
                <option key={d.en} value={d.en}>
                  {d[locale]}
                </option>
              ))}
          </optgroup>
        ))}
      </Select>
      <Select
        label={label('upazila')}
        name="upazila"
        value={upazila.field.value ?? ''}
        onBlur={upazila.field.onBlur}
        ref={upazila.field.ref}
        disabled={!chosenDistrict || !areas}
        error={error('upazila', errors.upazila?.message)}
        onChange={(event) => upazila.field.onChange(event.target.value)}
      >
        <option value="">{!chosenDistrict ? t('accounts:addresses.upazilaAfterDistrict') : areas ? t('accounts:addresses.upazilaChoose') : t('accounts:addresses.upazilaLoading')}</option>
        {/* A saved choice stays chosen while the names load. */}
        {!areas && upazila.field.value && <option value={upazila.field.value}>{upazila.field.value}</option>}
        {thanas.length > 0 && (
          <optgroup label={t('accounts:addresses.cityThanas', { city: chosenDistrict![locale] })}>
            {thanas.map((p) => (
              <option key={p.id} value={p.id}>
                {p[locale]}
              </option>
            ))}
          </optgroup>
        )}
        {upazilas.length > 0 && (
          <optgroup label={t('accounts:addresses.upazilas')}>
            {upazilas.map((p) => (
              <option key={p.id} value={p.id}>
                {p[locale]}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
      <FormField
        label={label('address')}
        autoComplete="address-line1"
        placeholder={t('accounts:addresses.addressPlaceholder')}
        required
        error={error('address', errors.address?.message)}
        className="sm:col-span-3"
        {...register('address')}
      />
      <FormField
        label={label('area')}
        autoComplete="address-line2"
        placeholder={t('accounts:addresses.areaPlaceholder')}
        error={error('area', errors.area?.message)}
        className="sm:col-span-2"
        {...register('area')}
      />
      <FormField
        label={label('postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder={t('accounts:addresses.postalCodePlaceholder')}
        // Asked for only without a district, which the district's own error already says.
        error={errors.postalCode?.message === 'Postal Code is required' ? undefined : error('postalCode', errors.postalCode?.message)}
        {...register('postalCode')}
      />
      <FormField
        label={label('landmark')}
        placeholder={t('accounts:addresses.landmarkPlaceholder')}
        hint={t('accounts:addresses.landmarkHint')}
        error={error('landmark', errors.landmark?.message)}
        className="sm:col-span-3"
        {...register('landmark')}
      />
    </div>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

function Select({ label, error, children, ...select }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={`${inputClasses} disabled:bg-stone-100 disabled:text-stone-500`} {...select}>
        {children}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
