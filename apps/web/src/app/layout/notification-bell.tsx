import type { Notification } from '@boipoka/shared';
import { Bell, Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavbarPopover } from './navbar-popover';
import { formatDateTime, formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { Link } from '../../lib/locale';
import { NotificationMessage, notificationLink, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../../features/notifications';

/** The signed-in bell: the unread count on the button (and in its name), the newest notifications in its panel. */
export function NotificationBell({ userId }: { userId: string }) {
  const { data } = useNotifications(userId);
  const unread = data?.unreadCount ?? 0;
  const label = unread > 0 ? t('notifications:bell.label', { count: unread }) : t('notifications:bell.labelNone');
  return (
    <NavbarPopover
      label={label}
      // On a phone the bell is not at the edge: the panel spans the screen instead of hanging off its left side.
      panelClassName="w-80 max-sm:fixed max-sm:inset-x-4 max-sm:top-14 max-sm:w-auto"
      trigger={
        <>
          <Bell aria-hidden="true" className="h-5 w-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="bell-count"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
            >
              {unread > 9 ? `${formatInteger(9)}+` : formatInteger(unread)}
            </span>
          )}
        </>
      }
    >
      {(close) => <NotificationPanel userId={userId} close={close} />}
    </NavbarPopover>
  );
}

function NotificationPanel({ userId, close }: { userId: string; close: () => void }) {
  const { data, isError } = useNotifications(userId);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening the panel moves focus into it (Escape closes it and gives focus back to the bell).
  useEffect(() => headingRef.current?.focus(), []);

  const items = data?.notifications ?? [];
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-stone-900 outline-none">
          {t('notifications:bell.heading')}
        </h2>
        {(data?.unreadCount ?? 0) > 0 && (
          <button type="button" onClick={() => markAll.mutate(undefined)} disabled={markAll.isPending} className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('notifications:bell.markAll')}
          </button>
        )}
      </div>
      {isError && !data && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('notifications:bell.loadFailed')}
        </p>
      )}
      {data && items.length === 0 && (
        <div className="py-4 text-center">
          <Bell aria-hidden="true" className="mx-auto h-8 w-8 text-stone-300" />
          <p className="mt-2 text-sm text-stone-700">{t('notifications:bell.empty')}</p>
        </div>
      )}
      {items.length > 0 && (
        <ul className="mt-3 max-h-96 divide-y divide-stone-100 overflow-y-auto" data-testid="bell-list">
          {items.map((item) => (
            <NotificationItem
              key={item._id}
              item={item}
              onOpen={() => {
                if (!item.readAt) markOne.mutate(item._id);
                close();
              }}
              onMarkRead={() => markOne.mutate(item._id)}
            />
          ))}
        </ul>
      )}
      {data && data.pagination.total > items.length && <p className="mt-2 text-xs text-stone-600">{t('notifications:bell.more', { shown: items.length, total: data.pagination.total })}</p>}
    </div>
  );
}

function NotificationItem({ item, onOpen, onMarkRead }: { item: Notification; onOpen: () => void; onMarkRead: () => void }) {
  const unread = !item.readAt;
  return (
    <li className="flex items-start gap-2 py-2">
      <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`} />
      <div className="min-w-0 flex-1">
        <Link to={notificationLink(item)} onClick={onOpen} className={`block text-sm break-words underline-offset-2 hover:underline ${unread ? 'font-semibold text-stone-900' : 'text-stone-700'}`}>
          {unread && <span className="sr-only">{t('notifications:bell.unread')}: </span>}
          <NotificationMessage notification={item} />
        </Link>
        <p className="mt-0.5 text-xs text-stone-600">{formatDateTime(item.createdAt)}</p>
      </div>
      {unread && (
        <button
          type="button"
          onClick={onMarkRead}
          className="rounded p-1 text-stone-600 hover:bg-stone-100 hover:text-brand-700"
          aria-label={t('notifications:bell.markOne')}
          title={t('notifications:bell.markOne')}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </li>
  );
}
