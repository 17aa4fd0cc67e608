import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';

/** The bell's code (list, polling, texts) loads only for a signed-in user, never with a shopper's first page. */
const NotificationBell = lazy(async () => ({ default: (await import('./notification-bell')).NotificationBell }));

/** The signed-in bell: until its code has arrived, the same icon in the same place (no jump), not yet a button. */
export function NavbarNotifications({ userId }: { userId: string }) {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center text-stone-700">
          <Bell className="h-5 w-5" />
        </span>
      }
    >
      <NotificationBell userId={userId} />
    </Suspense>
  );
}
