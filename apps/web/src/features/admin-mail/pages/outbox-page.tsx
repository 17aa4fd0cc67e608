import type { MailStatus } from '@boipoka/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { LangText } from '../../../components/ui/lang-text';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOutbox, useOutboxMail } from '../api/admin-mail-api';
import { MailPreview } from '../components/mail-preview';
import { SmsOutbox } from '../components/sms-outbox';

const STATUS_TONE: Record<MailStatus, BadgeTone> = { sent: 'green', queued: 'blue', failed: 'red', unsent: 'grey' };

type OutboxView = 'mail' | 'sms';

/** The admin's outbox: every mail and SMS the shop sent or would send, newest first, each on its own tab. */
export function OutboxPage() {
  useDocumentTitle(t('admin:outbox.title'));
  const [view, setView] = useState<OutboxView>('mail');
  return (
    <div>
      <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('admin:outbox.title')}</h1>
      <p className="mt-1 text-stone-700">{t('admin:outbox.subtitle')}</p>
      <div role="group" aria-label={t('admin:outbox.views')} className="mt-4 inline-flex rounded-lg bg-stone-100 p-1">
        {(['mail', 'sms'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${view === option ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900'}`}
          >
            {t(`admin:outbox.view.${option}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">{view === 'mail' ? <MailOutbox /> : <SmsOutbox />}</div>
    </div>
  );
}

/** The mails: a mail opens beside the list (below it on a phone). */
function MailOutbox() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useOutbox(page);
  const mail = useOutboxMail(openId);
  const detailRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (mail.data) detailRef.current?.focus();
  }, [mail.data]);

  const anyUnsent = outbox.data?.items.some((item) => item.status === 'unsent');

  return (
    <div>
      {anyUnsent && <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{t('admin:outbox.notSentNote')}</p>}
      {outbox.isError && (
        <div className="mt-4">
          <AlertBanner tone="error">{t('admin:outbox.loadFailed')}</AlertBanner>
        </div>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section aria-labelledby="outbox-list-title">
          <h2 id="outbox-list-title" className="sr-only">
            {t('admin:outbox.list')}
          </h2>
          {outbox.isPending ? (
            <Spinner className="min-h-40" />
          ) : outbox.data?.items.length === 0 ? (
            <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">{t('admin:outbox.empty')}</p>
          ) : (
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
              {outbox.data?.items.map((item) => (
                <li key={item._id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(item._id)}
                    aria-current={openId === item._id ? 'true' : undefined}
                    aria-label={t('admin:outbox.openMail', { to: item.to, subject: item.subject })}
                    className={`flex w-full flex-col gap-1 p-4 text-left hover:bg-brand-50 ${openId === item._id ? 'bg-brand-50' : ''}`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={STATUS_TONE[item.status]}>{t(`admin:outbox.status.${item.status}`)}</Badge>
                      <span className="text-xs text-stone-600">{t(`admin:outbox.kind.${item.kind}`)}</span>
                      <span className="ml-auto text-xs text-stone-600">{formatDateTime(item.createdAt)}</span>
                    </span>
                    <LangText as="span" text={item.subject} className="font-semibold break-words text-stone-900" />
                    <LangText as="span" text={item.to} className="text-sm break-all text-stone-700" />
                  </button>
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
        {openId && (
          <section ref={detailRef} tabIndex={-1} aria-labelledby="outbox-mail-subject" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
            {mail.isPending ? (
              <Spinner className="min-h-40" />
            ) : mail.data ? (
              <>
                <div className="flex items-start gap-3">
                  <LangText as="h2" id="outbox-mail-subject" text={mail.data.subject} className="flex-1 text-lg font-bold break-words text-stone-900" />
                  <button type="button" onClick={() => setOpenId(null)} aria-label={t('admin:outbox.close')} className="rounded p-2 text-stone-600 hover:bg-stone-100">
                    <X aria-hidden="true" className="h-5 w-5" />
                  </button>
                </div>
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-600">{t('admin:outbox.to')}</dt>
                  <LangText as="dd" text={mail.data.to} className="break-all text-stone-900" />
                  <dt className="text-stone-600">{t('admin:outbox.statusLabel')}</dt>
                  <dd className="text-stone-900">{t(`admin:outbox.status.${mail.data.status}`)}</dd>
                  <dt className="text-stone-600">{t('admin:outbox.attempts')}</dt>
                  <dd className="text-stone-900">{formatInteger(mail.data.attempts)}</dd>
                  {mail.data.lastError && (
                    <>
                      <dt className="text-stone-600">{t('admin:outbox.lastError')}</dt>
                      <LangText as="dd" text={mail.data.lastError} className="break-words text-stone-900" />
                    </>
                  )}
                </dl>
                <div className="mt-4">
                  <MailPreview mail={mail.data} />
                </div>
              </>
            ) : (
              <AlertBanner tone="error">{t('admin:outbox.loadFailed')}</AlertBanner>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
