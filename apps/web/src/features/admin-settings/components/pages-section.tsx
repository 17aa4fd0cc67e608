import { MAX_POLICY_PAGE_LENGTH, POLICY_PAGES, type ShopSettings } from '@boipoka/shared';
import { useForm } from 'react-hook-form';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';
import { samePath, type PagesForm } from '../lib/settings-form';
import { useSectionSave } from '../lib/use-section-save';
import { TextAreaField } from './fields';
import { SettingsSection, unplacedMessages } from './settings-section';

const LANGUAGES = [
  { code: 'en', name: 'settings:english' },
  { code: 'bn', name: 'settings:bangla' },
] as const;

const copyPages = (pages: ShopSettings['pages']): ShopSettings['pages'] => Object.fromEntries(POLICY_PAGES.map((page) => [page, { ...pages[page] }])) as ShopSettings['pages'];

/** The texts of the Terms, Privacy, Returns and Delivery pages in both languages (an empty text: the shop's default). */
export function PagesSection({ settings }: { settings: ShopSettings }) {
  const title = t('settings:sections.pages');
  const section = useSectionSave(title, settings, samePath);
  const { register, handleSubmit, reset, watch } = useForm<PagesForm>({ defaultValues: { pages: copyPages(settings.pages) } });
  const { errors } = section;

  const onSubmit = handleSubmit(async (form) => {
    const saved = await section.save({ pages: form.pages });
    if (saved) reset({ pages: copyPages(saved.pages) });
  });

  return (
    <SettingsSection
      id="pages"
      title={title}
      intro={t('settings:pages.intro')}
      onSubmit={onSubmit}
      saving={section.saving}
      problem={section.problem}
      unplaced={unplacedMessages(errors, (field) => /^pages\.\w+\.(en|bn)$/.test(field))}
      onDismiss={section.dismiss}
    >
      {POLICY_PAGES.map((page) => (
        <fieldset key={page} className="min-w-0">
          <legend className="mb-2 text-base font-semibold text-stone-900">{t(`settings:pages.names.${page}`)}</legend>
          <div className="grid gap-4 lg:grid-cols-2">
            {LANGUAGES.map(({ code, name }) => {
              const length = watch(`pages.${page}.${code}`).length;
              return (
                <TextAreaField
                  key={code}
                  label={t('settings:pages.textIn', { page: t(`settings:pages.names.${page}`), language: t(name) })}
                  lang={code}
                  rows={6}
                  maxLength={MAX_POLICY_PAGE_LENGTH}
                  hint={t('settings:pages.counter', { count: formatInteger(length), max: formatInteger(MAX_POLICY_PAGE_LENGTH) })}
                  error={errors[`pages.${page}.${code}`]}
                  {...register(`pages.${page}.${code}`)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </SettingsSection>
  );
}
