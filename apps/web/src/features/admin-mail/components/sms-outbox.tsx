import type { SmsStatus } from '@boipoka/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { LangText } from '../../../components/ui/lang-text';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatDigits, formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSmsOutbox } from '../api/admin-mail-api';

const STATUS_TONE: Record<SmsStatus, BadgeTone> = { sent: 'green', queued: 'blue', failed: 'red', unsent: 'grey' };

/** The SMS of the outbox, newest first: to whom, when, what for, the text itself, how it is billed, and where it got to. */
export function SmsOutbox() {
  const [page, setPage] = useState(1);
  const outbox = useSmsOutbox(page);
  const anyUnsent = outbox.data?.items.some((item) => item.status === 'unsent');

  return (
    <section aria-labelledby="sms-outbox-title">
      <h2 id="sms-outbox-title" className="sr-only">
        {t('admin:outbox.sms.list')}
      </h2>
      {anyUnsent && <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{t('admin:outbox.sms.notSentNote')}</p>}
      {outbox.isError ? (
        <AlertBanner tone="error">{t('admin:outbox.loadFailed')}</AlertBanner>
      ) : outbox.isPending ? (
        <Spinner className="min-h-40" />
      ) : outbox.data?.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">{t('admin:outbox.sms.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
          {outbox.data?.items.map((item) => (
            <li key={item._id} className="flex flex-col gap-1 p-4">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={STATUS_TONE[item.status]}>{t(`admin:outbox.sms.status.${item.status}`)}</Badge>
                <span className="text-xs text-stone-600">{t(`admin:outbox.sms.kind.${item.kind}`)}</span>
                <span className="ml-auto text-xs text-stone-600">{formatDateTime(item.createdAt)}</span>
              </span>
              <span className="text-sm text-stone-700">
                {t('admin:outbox.to')}: <span className="tabular-nums">{formatDigits(item.to)}</span>
              </span>
              <LangText as="p" text={item.text} className="break-words whitespace-pre-line text-stone-900" />
              <span className="text-xs text-stone-600">{t('admin:outbox.sms.billing', { encoding: t(`admin:outbox.sms.encoding.${item.encoding}`), count: formatInteger(item.segments) })}</span>
              {item.lastError && (
                <span className="text-xs text-red-800">
                  {t('admin:outbox.lastError')}: <LangText text={item.lastError} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {outbox.data && outbox.data.meta.totalPages > 1 && (
        <div className="mt-4">
          <Pagination page={page} totalPages={outbox.data.meta.totalPages} onPageChange={setPage} />
        </div>
      )}
    </section>
  );
}
