import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';

/**
 * The red (error) or green (success) banner of the forms and dashboards; dismissible when onDismiss is given. It is its
 * own alert or status, unless `announced` is false: then the caller keeps a live region in place around it (a region
 * that appears already holding its text is not always read out).
 */
export function AlertBanner({ tone, children, onDismiss, announced = true }: { tone: 'error' | 'success'; children: ReactNode; onDismiss?: () => void; announced?: boolean }) {
  const colours = tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800';
  return (
    <div role={announced ? (tone === 'error' ? 'alert' : 'status') : undefined} className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${colours}`}>
      <div>{children}</div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={t('common:actions.dismiss')} className="rounded p-0.5 hover:bg-black/5">
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
