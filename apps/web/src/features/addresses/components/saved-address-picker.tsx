import type { SavedAddress } from '@boipoka/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { useBangladeshAreas } from '../../../lib/bangladesh-areas';
import { currentLocale, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { addressLabel, districtName } from '../address-text';
import { useAddresses } from '../api/use-addresses';

const ANOTHER = '';

/**
 * Checkout's choice of a saved address: the default (where the last order went) fills the form as soon as the addresses
 * are read afresh, and picking another fills it with that one ('another address' empties it for typing). Shows nothing
 * for a reader with no saved address. Never fills from a cached list: after an order the cache is the list from before
 * it (the bug of issue 31: the form stayed empty after two orders).
 */
export function SavedAddressPicker({ onPick }: { onPick: (address: SavedAddress | null) => void }) {
  const addresses = useAddresses({ once: true });
  const list = addresses.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const filled = useRef(false);
  const id = useId();

  const areas = useBangladeshAreas();

  useEffect(() => {
    if (filled.current || !addresses.data || !addresses.isFetchedAfterMount) return;
    filled.current = true;
    const preferred = addresses.data.find((address) => address.isDefault) ?? addresses.data[0];
    if (!preferred) return;
    setChosen(preferred._id);
    onPick(preferred);
  }, [addresses.data, addresses.isFetchedAfterMount, onPick]);

  if (list.length === 0) return null;
  return (
    <div className="clear-both mb-4 rounded-lg bg-brand-50 p-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t('accounts:checkout.savedLabel')}
      </label>
      <select
        id={id}
        className={inputClasses}
        value={chosen ?? ANOTHER}
        onChange={(event) => {
          const value = event.target.value;
          setChosen(value);
          onPick(list.find((address) => address._id === value) ?? null);
        }}
      >
        {list.map((address) => (
          <option key={address._id} value={address._id}>
            {t('accounts:checkout.option', {
              label: addressLabel(address),
              address: [address.address, address.area, address.upazila && (areas?.findUpazila(address.upazila)?.[currentLocale()] ?? '')].filter(Boolean).join(', '),
              city: districtName(address.district || address.city),
            })}
          </option>
        ))}
        <option value={ANOTHER}>{t('accounts:checkout.newAddress')}</option>
      </select>
      <Link to="/dashboard/addresses" className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
        {t('accounts:checkout.manage')}
      </Link>
    </div>
  );
}
