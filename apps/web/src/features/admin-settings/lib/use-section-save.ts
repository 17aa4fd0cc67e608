import type { SettingsPatch, ShopSettings } from '@boipoka/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useSaveSettings } from '../api/admin-settings-api';
import { checkMessage } from './check-messages';
import { checkPatch, errorsByField } from './settings-form';

export interface SectionSave {
  /** Messages by the section's field names. */
  errors: Record<string, string>;
  /** What went wrong with the section as a whole, if anything. */
  problem: string | null;
  saving: boolean;
  /** Checks the part as the server will, sends it, and keeps the server's answer; the saved settings, or null. */
  save: (patch: SettingsPatch) => Promise<ShopSettings | null>;
  dismiss: () => void;
}

/**
 * One section of the page saved on its own (PATCH with its parts only): checked first with the shared schema over the
 * settings in force, then by the server, whose 400 names each field (in the page's language) and changes nothing.
 */
export function useSectionSave(section: string, current: ShopSettings, fieldOf: (path: string) => string): SectionSave {
  const saveSettings = useSaveSettings();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (patch: SettingsPatch): Promise<ShopSettings | null> => {
    setProblem(null);
    const issues = checkPatch(current, patch);
    if (issues.length > 0) {
      setErrors(errorsByField(issues, fieldOf, checkMessage));
      setProblem(t('settings:fixFields'));
      return null;
    }
    try {
      const saved = await saveSettings.mutateAsync(patch);
      setErrors({});
      notify.success(t('settings:saved', { section }));
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        setErrors(errorsByField(error.errors, fieldOf));
        setProblem(t('settings:fixFields'));
      } else {
        setErrors({});
        setProblem(t('settings:saveFailed', { section, message: errorMessage(error, t('settings:loadFailed')) }));
      }
      return null;
    }
  };

  return { errors, problem, saving: saveSettings.isPending, save, dismiss: () => setProblem(null) };
}
