import { updateProfileInput } from '@boipoka/shared';
import { CalendarDays, Mail, Pencil, ShieldCheck, UserRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { stripLocale } from '../../../lib/locale';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfile, useUpdateProfile } from '../api/use-account';
import '../messages';
import { LangText } from '../../../components/ui/lang-text';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group may hold only <dt> and <dd> (axe definition-list, dlitem): the icon goes inside the term.
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm text-stone-600">
        <span aria-hidden="true" className="absolute top-0.5 left-0 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** My Profile: inside the dashboard shell at /dashboard/user-route3, inside the site layout at /profile. */
export function ProfilePage() {
  useDocumentTitle(t('account:profile.title'));
  const location = useLocation();
  const inDashboard = stripLocale(location.pathname).startsWith('/dashboard');
  const session = useSession();
  const profile = useProfile();
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (!session) return null;
  const user = { ...session.user, ...profile.data };
  const memberSince = user.createdAt ? formatLongDate(user.createdAt) : t('account:profile.unknown');

  const startEditing = () => {
    setName(user.name);
    setNameError(undefined);
    setError(null);
    setSaved(false);
    setEditing(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileInput.safeParse({ name });
    if (!parsed.success) {
      setNameError(t('account:profile.nameRequired'));
      return;
    }
    setError(null);
    updateProfile.mutate(parsed.data.name ?? name.trim(), {
      onSuccess: () => {
        setEditing(false);
        setSaved(true);
      },
      onError: (failure) => setError(errorMessage(failure, t('account:profile.failed'))),
    });
  };

  return (
    <div className={inDashboard ? 'max-w-2xl' : 'mx-auto max-w-2xl px-4 py-10 sm:py-14'}>
      <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('account:profile.title')}</h1>
      <p className="mt-1 text-stone-600">{t('account:profile.subtitle')}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-center gap-4 border-b border-stone-200 pb-4">
          <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
            {(user.name || '?').charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <LangText as="p" text={user.name} className="truncate text-lg font-bold text-stone-900" />
            <p className="text-sm text-stone-600 first-letter:uppercase">{t('account:profile.roleLabel', { role: t(`common:roles.${user.role}`) })}</p>
          </div>
        </div>
        {saved && (
          <AlertBanner tone="success" onDismiss={() => setSaved(false)}>
            {t('account:profile.success')}
          </AlertBanner>
        )}
        {error && (
          <AlertBanner tone="error" onDismiss={() => setError(null)}>
            {error}
          </AlertBanner>
        )}
        {profile.isError && <AlertBanner tone="error">{t('account:profile.loadFailed')}</AlertBanner>}
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <FormField
              label={t('account:profile.name')}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              error={nameError}
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the reader's own Edit click: the name to edit takes the focus
              autoFocus
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={updateProfile.isPending}>
                {updateProfile.isPending ? t('account:profile.saving') : t('account:profile.save')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={updateProfile.isPending}>
                {t('account:profile.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          {!editing && (
            <Detail icon={<UserRound aria-hidden="true" className="h-5 w-5" />} label={t('account:profile.name')}>
              <LangText text={user.name} />
            </Detail>
          )}
          <Detail icon={<Mail aria-hidden="true" className="h-5 w-5" />} label={t('account:profile.email')}>
            <span lang="en" translate="no">
              {user.email}
            </span>
          </Detail>
          <Detail icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />} label={t('account:profile.role')}>
            <span className="capitalize">{t(`common:roles.${user.role}`)}</span>
          </Detail>
          <Detail icon={<CalendarDays aria-hidden="true" className="h-5 w-5" />} label={t('account:profile.memberSince')}>
            {memberSince}
          </Detail>
        </dl>
        {!editing && (
          <Button variant="secondary" onClick={startEditing}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('account:profile.edit')}
          </Button>
        )}
      </div>
    </div>
  );
}
