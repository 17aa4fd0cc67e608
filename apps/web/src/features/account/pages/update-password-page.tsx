import { checkPasswordChange, type PasswordChangeFields } from '@boipoka/shared';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUpdatePassword } from '../api/use-account';
import '../messages';

const EMPTY: PasswordChangeFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: keyof PasswordChangeFields; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'account:password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'account:password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'account:password.confirm', autoComplete: 'new-password' },
];

export function UpdatePasswordPage() {
  useDocumentTitle(t('account:password.title'));
  const updatePassword = useUpdatePassword();
  const [fields, setFields] = useState<PasswordChangeFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  const edit = (name: keyof PasswordChangeFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // Editing any field clears the error and the success flag (SPEC §5).
    setError(null);
    setSuccess(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPasswordChange(fields);
    if (problem) {
      setError(problem);
      setSuccess(false);
      return;
    }
    updatePassword.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setSuccess(true);
        },
        onError: (failure) => setError(errorMessage(failure, t('account:password.failed'))),
      },
    );
  };

  return (
    <div className="max-w-xl">
      <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('account:password.title')}</h1>
      <p className="mt-1 text-stone-600">{t('account:password.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {error && <AlertBanner tone="error">{error}</AlertBanner>}
        {success && <AlertBanner tone="success">{t('account:password.success')}</AlertBanner>}
        {FIELDS.map((field) => (
          <PasswordInput
            key={field.name}
            label={t(field.label)}
            name={field.name}
            autoComplete={field.autoComplete}
            value={fields[field.name]}
            onChange={(event) => edit(field.name, event.target.value)}
            required
          />
        ))}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={updatePassword.isPending}>
          {updatePassword.isPending ? t('account:password.submitting') : t('account:password.submit')}
        </Button>
      </form>
    </div>
  );
}
