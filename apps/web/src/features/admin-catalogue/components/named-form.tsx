import { scriptOf } from '@boipoka/shared';
import type { Publisher, Series } from '@boipoka/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { nameIn, useCreatePublisher, useCreateSeries, useUpdatePublisher, useUpdateSeries } from '../../catalogue';
import '../messages';
import { changedFields, refusalOf, type Refusal } from '../lib/field-errors';
import { InputField, SelectField } from './fields';

export type NamedKind = 'publishers' | 'series';

interface NamedFormProps {
  kind: NamedKind;
  locale: Locale;
  /** The publisher or series edited; null adds one. */
  editing: Publisher | Series | null;
  /** The publishers a series may belong to (series only). */
  publishers?: readonly Publisher[];
  onDone: () => void;
}

/** Add or rename a publisher or a series (both names, slug; a series' publisher), sending only what changed. */
export function NamedForm({ kind, locale, editing, publishers = [], onDone }: NamedFormProps) {
  const createPublisher = useCreatePublisher();
  const updatePublisher = useUpdatePublisher();
  const createSeries = useCreateSeries();
  const updateSeries = useUpdateSeries();
  const before = {
    nameEn: editing?.nameEn ?? '',
    nameBn: editing?.nameBn ?? '',
    slug: editing?.slug ?? '',
    publisherId: (editing && 'publisherId' in editing ? editing.publisherId : null) ?? '',
  };
  const [draft, setDraft] = useState(before);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const set = (field: keyof typeof before) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const saving = createPublisher.isPending || updatePublisher.isPending || createSeries.isPending || updateSeries.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...draft, nameEn: draft.nameEn.trim(), nameBn: draft.nameBn.trim(), slug: draft.slug.trim() };
    const missing: Record<string, string> = {};
    if (!trimmed.nameEn) missing.nameEn = t('catalogue-admin:errors.required');
    if (!trimmed.nameBn) missing.nameBn = t('catalogue-admin:errors.required');
    if (Object.keys(missing).length > 0) {
      setRefusal({ fields: missing, message: '' });
      return;
    }
    try {
      let saved: Publisher | Series;
      if (editing) {
        const changed = changedFields(before, trimmed);
        const patch = {
          ...(changed.nameEn !== undefined && { nameEn: changed.nameEn }),
          ...(changed.nameBn !== undefined && { nameBn: changed.nameBn }),
          ...(changed.slug !== undefined && { slug: changed.slug }),
        };
        if (kind === 'publishers') {
          if (Object.keys(patch).length === 0) return onDone();
          saved = await updatePublisher.mutateAsync({ id: editing.id, patch });
        } else {
          const seriesPatch = { ...patch, ...(changed.publisherId !== undefined && { publisherId: changed.publisherId || null }) };
          if (Object.keys(seriesPatch).length === 0) return onDone();
          saved = await updateSeries.mutateAsync({ id: editing.id, patch: seriesPatch });
        }
      } else {
        const input = { nameEn: trimmed.nameEn, nameBn: trimmed.nameBn, slug: trimmed.slug || undefined };
        saved = kind === 'publishers' ? await createPublisher.mutateAsync(input) : await createSeries.mutateAsync({ ...input, publisherId: trimmed.publisherId || null });
      }
      notify.success(t(editing ? 'catalogue-admin:named.saved' : 'catalogue-admin:named.added', { name: nameIn(saved, locale) }));
      setRefusal(null);
      if (!editing) setDraft(before);
      onDone();
    } catch (error) {
      setRefusal(refusalOf(error, t('catalogue-admin:errors.noAnswer')));
    }
  };

  const errors = refusal?.fields ?? {};
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      <InputField label={t('catalogue-admin:fields.nameEn')} lang="en" value={draft.nameEn} error={errors.nameEn} autoComplete="off" onChange={(e) => set('nameEn')(e.target.value)} />
      <InputField label={t('catalogue-admin:fields.nameBn')} lang="bn" value={draft.nameBn} error={errors.nameBn} autoComplete="off" onChange={(e) => set('nameBn')(e.target.value)} />
      <InputField
        label={t('catalogue-admin:fields.slug')}
        hint={editing ? undefined : t('catalogue-admin:fields.slugHint')}
        value={draft.slug}
        error={errors.slug}
        autoComplete="off"
        onChange={(e) => set('slug')(e.target.value)}
      />
      {kind === 'series' && (
        <SelectField label={t('catalogue-admin:fields.publisher')} value={draft.publisherId} error={errors.publisherId} onChange={(e) => set('publisherId')(e.target.value)}>
          <option value="">{t('catalogue-admin:fields.noPublisher')}</option>
          {publishers.map((publisher) => (
            <option key={publisher.id} value={publisher.id} lang={scriptOf(nameIn(publisher, locale))}>
              {nameIn(publisher, locale)}
            </option>
          ))}
        </SelectField>
      )}
      {refusal?.message && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm text-red-700 md:col-span-2">
          {refusal.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end md:col-span-2">
        {editing && (
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {t('catalogue-admin:actions.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? t('catalogue-admin:actions.saving') : editing ? t('catalogue-admin:actions.save') : t(kind === 'publishers' ? 'catalogue-admin:publishers.add' : 'catalogue-admin:series.add')}
        </Button>
      </div>
    </form>
  );
}
