import { useEffect, useState } from 'react';
import type { User } from '@boipoka/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../lib/admin-messages';
import { useAllUsers, usersLoadErrorMessage, userStatusErrorMessage, useUpdateUserStatus } from '../api/admin-users-api';
import { UsersTable } from '../components/users-table';
import { filterUsers, pageCount, pageInRange, pageOf } from '../lib/user-list';

export function UserManagementPage() {
  useDocumentTitle(t('admin:users.pageTitle'));
  const users = useAllUsers();
  const updateStatus = useUpdateUserStatus();
  const [search, setSearch] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState<unknown>(null);
  // Blocking shuts a customer out (no sign-in, no orders): it asks once; unblocking goes at once.
  const [blocking, setBlocking] = useState<User | null>(null);

  const matching = filterUsers(users.data ?? [], search);
  const totalPages = pageCount(matching.length);
  const page = pageInRange(requestedPage, totalPages);
  useEffect(() => {
    if (page !== requestedPage) setRequestedPage(page);
  }, [page, requestedPage]);

  const changeStatus = async (user: User, status: 'Blocked' | 'user') => {
    setActionError(null);
    try {
      const updated = await updateStatus.mutateAsync({ id: user._id, status });
      notify.success(t(updated.role === 'Blocked' ? 'admin:users.blocked' : 'admin:users.unblocked'));
    } catch (error) {
      setActionError(userStatusErrorMessage(error));
    }
  };

  const loadError = users.isError && users.error !== dismissedLoadError ? usersLoadErrorMessage(users.error) : null;
  return (
    <section aria-labelledby="user-management-heading" className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <h1 id="user-management-heading" className="text-2xl font-bold text-stone-900">
        {t('admin:users.heading')}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{t('admin:users.intro')}</p>

      <div className="mt-4 space-y-3">
        {loadError && (
          <AlertBanner tone="error" onDismiss={() => setDismissedLoadError(users.error)}>
            {loadError}
          </AlertBanner>
        )}
        {actionError && (
          <AlertBanner tone="error" onDismiss={() => setActionError(null)}>
            {actionError}
          </AlertBanner>
        )}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          id="user-search"
          size="sm"
          className="w-full sm:max-w-sm"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setRequestedPage(1);
          }}
          label={t('admin:users.searchLabel')}
          placeholder={t('admin:users.searchPlaceholder')}
        />
        {users.data && (
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('admin:users.total', { count: matching.length, formatted: formatInteger(matching.length) })}
          </p>
        )}
      </div>

      <div className="mt-4">
        {users.isPending ? (
          <Spinner />
        ) : matching.length === 0 ? (
          users.data && <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">{t('admin:users.empty')}</p>
        ) : (
          <UsersTable
            users={pageOf(matching, page)}
            pendingId={updateStatus.isPending ? (updateStatus.variables?.id ?? null) : null}
            onChangeStatus={(user, status) => (status === 'Blocked' ? setBlocking(user) : void changeStatus(user, status))}
          />
        )}
      </div>

      <ConfirmDialog
        open={blocking !== null}
        title={blocking ? <MessageWithText message={(slot) => t('admin:users.confirmBlock.title', { name: slot })} text={blocking.name} /> : ''}
        label={blocking ? t('admin:users.confirmBlock.title', { name: blocking.name }) : undefined}
        confirmLabel={t('admin:users.confirmBlock.yes')}
        cancelLabel={t('admin:users.confirmBlock.no')}
        tone="danger"
        onCancel={() => setBlocking(null)}
        onConfirm={() => {
          const user = blocking;
          setBlocking(null);
          if (user) void changeStatus(user, 'Blocked');
        }}
      >
        <p className="text-stone-800">{t('admin:users.confirmBlock.text')}</p>
      </ConfirmDialog>

      <div className="mt-6">
        <Pagination page={page} totalPages={totalPages} onPageChange={setRequestedPage} />
      </div>
    </section>
  );
}
