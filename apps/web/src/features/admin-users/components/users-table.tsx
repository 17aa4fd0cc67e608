import { Ban, CircleCheck } from 'lucide-react';
import type { User, UserRole } from '@boipoka/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import { statusActionFor } from '../lib/user-list';
import { LangText } from '../../../components/ui/lang-text';

const ROLE_TONES: Record<UserRole, BadgeTone> = { admin: 'blue', user: 'green', Blocked: 'red' };

export interface UsersTableProps {
  users: User[];
  /** The user whose status is being changed (their button shows busy). */
  pendingId: string | null;
  onChangeStatus: (user: User, status: 'Blocked' | 'user') => void;
}

export function UsersTable({ users, pendingId, onChangeStatus }: UsersTableProps) {
  const header = 'px-4 py-3 text-left font-semibold uppercase tracking-wide';
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" tabIndex={0} role="group" aria-labelledby="user-management-heading">
      <table className="stacked-table w-full sm:min-w-[640px] text-sm">
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            <th scope="col" className={header}>
              {t('admin:users.columns.name')}
            </th>
            <th scope="col" className={header}>
              {t('admin:users.columns.email')}
            </th>
            <th scope="col" className={header}>
              {t('admin:users.columns.status')}
            </th>
            <th scope="col" className={header}>
              {t('admin:users.columns.joined')}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {t('admin:users.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((user) => {
            const change = statusActionFor(user);
            const busy = pendingId === user._id;
            return (
              <tr key={user._id} className="hover:bg-stone-50">
                <LangText as="td" text={user.name} className="px-4 py-3 font-medium text-stone-900" data-label={t('admin:users.columns.name')} />
                <td className="px-4 py-3 text-stone-700 [overflow-wrap:anywhere]" data-label={t('admin:users.columns.email')}>
                  <span lang="en">{user.email}</span>
                </td>
                <td className="px-4 py-3" data-label={t('admin:users.columns.status')}>
                  <Badge tone={ROLE_TONES[user.role] ?? 'grey'}>{t(`common:roles.${user.role}`, { defaultValue: user.role })}</Badge>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700" data-label={t('admin:users.columns.joined')}>
                  {formatLongDate(user.createdAt)}
                </td>
                <td className="px-4 py-3 text-right" data-label={t('admin:users.columns.actions')}>
                  {change ? (
                    <Button
                      size="sm"
                      variant={change.action === 'block' ? 'danger' : 'primary'}
                      disabled={busy}
                      aria-label={t(change.action === 'block' ? 'admin:users.blockLabel' : 'admin:users.unblockLabel', { name: user.name })}
                      onClick={() => onChangeStatus(user, change.status)}
                    >
                      {change.action === 'block' ? <Ban aria-hidden="true" className="h-4 w-4" /> : <CircleCheck aria-hidden="true" className="h-4 w-4" />}
                      {t(change.action === 'block' ? 'admin:users.block' : 'admin:users.unblock')}
                    </Button>
                  ) : (
                    <span className="text-stone-500">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('admin:users.noActions')}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
