import type { OutboxMail } from '@boipoka/shared';
import { useState } from 'react';
import { t } from '../../../lib/i18n';

/**
 * A mail as its recipient sees it. The HTML is shown in a sandboxed iframe (no scripts, no forms, no same-origin access,
 * links do nothing), so whatever a mail holds cannot act in the dashboard; the plain text is shown as text.
 */
export function MailPreview({ mail }: { mail: OutboxMail }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const tab = (name: 'html' | 'text') => `rounded-md px-3 py-1.5 text-sm font-semibold ${view === name ? 'bg-brand-600 text-white' : 'bg-stone-100 text-stone-800 hover:bg-stone-200'}`;
  return (
    <div>
      <div role="group" aria-label={t('admin:outbox.previewTitle')} className="flex gap-2">
        <button type="button" aria-pressed={view === 'html'} className={tab('html')} onClick={() => setView('html')}>
          {t('admin:outbox.html')}
        </button>
        <button type="button" aria-pressed={view === 'text'} className={tab('text')} onClick={() => setView('text')}>
          {t('admin:outbox.text')}
        </button>
      </div>
      {view === 'html' ? (
        <iframe title={t('admin:outbox.previewTitle')} sandbox="" srcDoc={mail.html} className="mt-3 h-[32rem] w-full rounded-lg border border-stone-200 bg-white" />
      ) : (
        <pre
          data-testid="mail-text"
          lang={mail.locale}
          className="mt-3 max-h-[32rem] overflow-auto rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm break-words whitespace-pre-wrap text-stone-900"
        >
          {mail.text}
        </pre>
      )}
    </div>
  );
}
