import { MAX_ADDRESSES, type SavedAddress } from '@boipoka/shared';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LangText } from '../../../components/ui/lang-text';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDigits, formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { addressLines } from '../../../components/shop/address-lines';
import { useBangladeshAreas } from '../../../lib/bangladesh-areas';
import { addressLabel } from '../address-text';
import { useAddresses, useChangeAddress } from '../api/use-addresses';
import { AddressFormFields, type AddressValues } from '../components/address-form';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

/** /dashboard/addresses: the reader's saved delivery addresses; one is the default, which checkout fills in. */
export function AddressesPage() {
  useDocumentTitle(t('accounts:addresses.title'));
  const addresses = useAddresses();
  const change = useChangeAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_ADDRESSES;

  const run = (changeOf: Parameters<typeof change.mutate>[0], success: string, after?: () => void) => {
    setError(null);
    change.mutate(changeOf, {
      onSuccess: () => {
        notify.success(t(success));
        after?.();
      },
      onError: (failure) => setError(errorMessage(failure, t('accounts:addresses.saveFailed'))),
    });
  };

  const save = (values: AddressValues) => {
    if (editing?.kind === 'edit') {
      const { isDefault, ...fields } = values;
      const { address } = editing;
      run({ kind: 'update', id: address._id, input: fields }, 'accounts:addresses.updated', () => {
        if (isDefault && !address.isDefault) run({ kind: 'default', id: address._id }, 'accounts:addresses.defaultChanged');
        setEditing(null);
      });
    } else {
      run({ kind: 'create', input: values }, 'accounts:addresses.saved', () => setEditing(null));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('accounts:addresses.title')}</h1>
          <p className="mt-1 text-stone-600">{t('accounts:addresses.subtitle', { max: formatInteger(MAX_ADDRESSES) })}</p>
        </div>
        {!editing && list.length > 0 && (
          <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('accounts:addresses.add')}
          </Button>
        )}
      </div>
      {full && !editing && <AlertBanner tone="success">{t('accounts:addresses.full', { max: formatInteger(MAX_ADDRESSES) })}</AlertBanner>}
      {error && (
        <AlertBanner tone="error" onDismiss={() => setError(null)}>
          {error}
        </AlertBanner>
      )}
      {addresses.isError && <AlertBanner tone="error">{t('accounts:addresses.failed')}</AlertBanner>}

      {editing && (
        <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" aria-labelledby="address-form-title">
          <h2 id="address-form-title" className="mb-4 text-lg font-bold text-stone-900">
            {editing.kind === 'edit' ? t('accounts:addresses.formEditTitle') : t('accounts:addresses.formAddTitle')}
          </h2>
          <AddressFormFields
            key={editing.kind === 'edit' ? editing.address._id : 'new'}
            address={editing.kind === 'edit' ? editing.address : undefined}
            busy={change.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}

      {addresses.isPending ? (
        <Spinner label={t('accounts:addresses.loading')} />
      ) : addresses.isError ? null : list.length === 0 && !editing ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <MapPin aria-hidden="true" className="h-12 w-12 text-stone-400" />
          <h2 className="mt-3 text-lg font-bold text-stone-900">{t('accounts:addresses.emptyTitle')}</h2>
          <p className="mt-1 text-stone-600">{t('accounts:addresses.emptyBody')}</p>
          <Button className="mt-5" onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('accounts:addresses.add')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                busy={change.isPending}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => run({ kind: 'default', id: address._id }, 'accounts:addresses.defaultChanged')}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog open={deleting !== null} title={t('accounts:addresses.deleteTitle')} onClose={() => !change.isPending && setDeleting(null)} className="max-w-md">
        {deleting && (
          <>
            <p className="text-sm text-stone-700">{t('accounts:addresses.deleteBody', { label: addressLabel(deleting) })}</p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setDeleting(null)} disabled={change.isPending}>
                {t('accounts:addresses.cancel')}
              </Button>
              <Button variant="danger" disabled={change.isPending} onClick={() => run({ kind: 'delete', id: deleting._id }, 'accounts:addresses.deleted', () => setDeleting(null))}>
                {t('accounts:addresses.delete')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: { address: SavedAddress; busy: boolean; onEdit: () => void; onDelete: () => void; onMakeDefault: () => void }) {
  const label = addressLabel(address);
  const areas = useBangladeshAreas(Boolean(address.upazila));
  return (
    <article className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm [overflow-wrap:anywhere] ${address.isDefault ? 'border-brand-400 ring-1 ring-brand-200' : 'border-stone-200'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <LangText as="h2" text={label} className="text-lg font-bold text-stone-900" />
        {address.isDefault && <Badge tone="green">{t('accounts:addresses.default')}</Badge>}
      </div>
      <address className="mt-2 space-y-0.5 text-sm text-stone-700 not-italic">
        <LangText as="p" text={address.name} className="font-medium text-stone-900" />
        {addressLines(address, areas).map((line, index) => (
          <LangText key={index} as="p" text={line} />
        ))}
        <p translate="no">{formatDigits(address.phone)}</p>
      </address>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy} aria-label={t('accounts:addresses.editNamed', { label })}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('accounts:addresses.edit')}
        </Button>
        {!address.isDefault && (
          <Button size="sm" variant="secondary" onClick={onMakeDefault} disabled={busy} aria-label={t('accounts:addresses.makeDefaultNamed', { label })}>
            <Star aria-hidden="true" className="h-4 w-4" />
            {t('accounts:addresses.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy} aria-label={t('accounts:addresses.deleteNamed', { label })} className="text-red-700">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('accounts:addresses.delete')}
        </Button>
      </div>
    </article>
  );
}
