import type { ShopSettings } from '@boipoka/shared';
import { useForm } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import '../messages';
import { samePath, type ClaimsForm } from '../lib/settings-form';
import { useSectionSave } from '../lib/use-section-save';
import { TextAreaField } from './fields';
import { SettingsSection, unplacedMessages } from './settings-section';

/** What the shop says of itself: shown on About and the home page only when written (nothing is claimed otherwise). */
export function ClaimsSection({ settings }: { settings: ShopSettings }) {
  const title = t('settings:sections.claims');
  const section = useSectionSave(title, settings, samePath);
  const { register, handleSubmit, reset } = useForm<ClaimsForm>({ defaultValues: { claims: { ...settings.claims } } });
  const { errors } = section;

  const onSubmit = handleSubmit(async (form) => {
    const saved = await section.save({ claims: form.claims });
    if (saved) reset({ claims: { ...saved.claims } });
  });

  return (
    <SettingsSection
      id="claims"
      title={title}
      intro={t('settings:claims.intro')}
      onSubmit={onSubmit}
      saving={section.saving}
      problem={section.problem}
      unplaced={unplacedMessages(errors, (field) => field === 'claims.en' || field === 'claims.bn')}
      onDismiss={section.dismiss}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField label={t('settings:claims.en')} lang="en" rows={4} maxLength={500} error={errors['claims.en']} {...register('claims.en')} />
        <TextAreaField label={t('settings:claims.bn')} lang="bn" rows={4} maxLength={500} error={errors['claims.bn']} {...register('claims.bn')} />
      </div>
    </SettingsSection>
  );
}
