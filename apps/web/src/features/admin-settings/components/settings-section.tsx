import type { FormEventHandler, ReactNode } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import '../messages';

/**
 * One section of the Settings page: its heading, what it is for, its fields and its own Save. A failed save says so
 * beside the button (and lists any message no field of the section shows).
 */
export function SettingsSection({
  id,
  title,
  intro,
  children,
  onSubmit,
  saving,
  problem,
  unplaced = [],
  onDismiss,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  problem?: string | null;
  /** Messages of fields the section does not show. */
  unplaced?: string[];
  onDismiss?: () => void;
}) {
  const headingId = `${id}-heading`;
  const body = (
    <>
      <div className="space-y-5">{children}</div>
      {onSubmit && (
        <div className="mt-6 space-y-3 border-t border-stone-200 pt-4">
          {problem && (
            <AlertBanner tone="error" onDismiss={onDismiss}>
              <p>{problem}</p>
              {unplaced.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {unplaced.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </AlertBanner>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={saving} className="w-full sm:w-auto">
              {saving ? t('settings:saving') : t('settings:save', { section: title })}
            </Button>
          </div>
        </div>
      )}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {intro && <div className="mt-1 mb-5 text-sm text-stone-600">{intro}</div>}
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {body}
        </form>
      ) : (
        body
      )}
    </section>
  );
}

/** The messages whose field the section does not show (the section's predicate of the fields it shows). */
export function unplacedMessages(errors: Record<string, string>, shows: (field: string) => boolean): string[] {
  return [...new Set(Object.entries(errors).flatMap(([field, message]) => (shows(field) ? [] : [message])))];
}
