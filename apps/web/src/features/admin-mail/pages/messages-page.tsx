import type { ContactMessage } from '@boipoka/shared';
import { ArrowLeft, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { LangText } from '../../../components/ui/lang-text';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatDigits } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInbox, useInboxMessage, useReply, useSetMessageStatus } from '../api/admin-mail-api';

type Filter = 'all' | 'new' | 'handled';

function MessageDetail({ message, onBack }: { message: ContactMessage; onBack: () => void }) {
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const reply = useReply();
  const setStatus = useSetMessageStatus();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await reply.mutateAsync({ id: message._id, body });
      setBody('');
      setNotice({ tone: 'success', text: t('admin:inbox.replySent') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, t('admin:inbox.replyFailed')) });
    }
  }

  async function toggle() {
    try {
      await setStatus.mutateAsync({ id: message._id, status: message.status === 'new' ? 'handled' : 'new' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, t('admin:inbox.updateFailed')) });
    }
  }

  return (
    <>
      <button type="button" onClick={onBack} className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline xl:hidden">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('admin:inbox.back')}
      </button>
      <div className="flex flex-wrap items-start gap-3">
        <LangText as="h2" id="message-subject" text={message.subject} className="min-w-0 flex-1 text-lg font-bold break-words text-stone-900" />
        <Badge tone={message.status === 'new' ? 'yellow' : 'green'}>{t(`admin:inbox.status.${message.status}`)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('admin:inbox.from')}</dt>
        <dd className="break-words text-stone-900">
          <LangText text={message.name} /> · <LangText text={message.email} className="break-all" />
        </dd>
        {message.phone && (
          <>
            <dt className="text-stone-600">{t('admin:inbox.phone')}</dt>
            <dd>
              <a href={`tel:${message.phone}`} className="text-brand-700 underline">
                <LangText text={formatDigits(message.phone)} />
              </a>
            </dd>
          </>
        )}
        <dt className="text-stone-600">{t('admin:inbox.inquiry')}</dt>
        <dd className="text-stone-900">{t(`admin:inbox.inquiryType.${message.inquiryType}`)}</dd>
        <dt className="text-stone-600">{t('admin:inbox.received')}</dt>
        <dd className="text-stone-900">{formatDateTime(message.createdAt)}</dd>
      </dl>
      <LangText as="p" text={message.message} className="mt-4 rounded-lg bg-stone-50 p-3 break-words whitespace-pre-wrap text-stone-900 ring-1 ring-stone-200" />
      {message.replies.length > 0 && (
        <section aria-labelledby="message-replies" className="mt-4">
          <h3 id="message-replies" className="text-sm font-semibold text-stone-800">
            {t('admin:inbox.replies')}
          </h3>
          <ul className="mt-2 space-y-2">
            {message.replies.map((r) => (
              <li key={r._id} className="rounded-lg bg-brand-50 p-3 text-sm ring-1 ring-brand-100">
                <p className="text-xs text-stone-600">{formatDateTime(r.createdAt)}</p>
                <LangText as="p" text={r.body} className="break-words whitespace-pre-wrap text-stone-900" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {notice && (
        <div className="mt-4">
          <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </AlertBanner>
        </div>
      )}
      <form onSubmit={send} className="mt-4">
        <label htmlFor="reply-body" className="mb-1 block text-sm font-semibold text-stone-800">
          {t('admin:inbox.replyLabel')}
        </label>
        <textarea id="reply-body" rows={5} required value={body} onChange={(event) => setBody(event.target.value)} className={inputClasses} />
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="submit" disabled={reply.isPending || !body.trim()}>
            {reply.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
            {reply.isPending ? t('admin:inbox.sending') : t('admin:inbox.send')}
          </Button>
          <Button type="button" variant="secondary" onClick={toggle} disabled={setStatus.isPending}>
            {message.status === 'new' ? t('admin:inbox.markHandled') : t('admin:inbox.markNew')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The shop's inbox of contact messages: list (filter new/handled), open one, answer by mail (through the outbox), mark handled. */
export function MessagesPage() {
  useDocumentTitle(t('admin:inbox.title'));
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox(page, filter === 'all' ? undefined : filter);
  const message = useInboxMessage(openId);
  const detailRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openId && message.data) detailRef.current?.focus();
  }, [openId, message.data?._id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div>
      <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('admin:inbox.title')}</h1>
      <p className="mt-1 text-stone-700">{t('admin:inbox.subtitle')}</p>
      <div role="group" aria-label={t('admin:inbox.filterLabel')} className="mt-4 flex flex-wrap gap-2">
        {(['all', 'new', 'handled'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(1);
            }}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${filter === value ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'}`}
          >
            {value === 'all' ? t('admin:inbox.filterAll') : t(`admin:inbox.status.${value}`)}
          </button>
        ))}
      </div>
      {inbox.isError && (
        <div className="mt-4">
          <AlertBanner tone="error">{t('admin:inbox.loadFailed')}</AlertBanner>
        </div>
      )}
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section aria-label={t('admin:inbox.title')} className={openId ? 'hidden xl:block' : ''}>
          {inbox.isPending ? (
            <Spinner className="min-h-40" />
          ) : inbox.data?.items.length === 0 ? (
            <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">{t('admin:inbox.empty')}</p>
          ) : (
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
              {inbox.data?.items.map((item) => (
                <li key={item._id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(item._id)}
                    aria-current={openId === item._id ? 'true' : undefined}
                    className={`flex w-full flex-col gap-1 p-4 text-left hover:bg-brand-50 ${openId === item._id ? 'bg-brand-50' : ''}`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={item.status === 'new' ? 'yellow' : 'green'}>{t(`admin:inbox.status.${item.status}`)}</Badge>
                      <span className="ml-auto text-xs text-stone-600">{formatDateTime(item.createdAt)}</span>
                    </span>
                    <LangText as="span" text={item.subject} className="font-semibold break-words text-stone-900" />
                    <span className="text-sm break-all text-stone-700">
                      <LangText text={item.name} /> · <LangText text={item.email} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {inbox.data && inbox.data.meta.totalPages > 1 && (
            <div className="mt-4">
              <Pagination page={page} totalPages={inbox.data.meta.totalPages} onPageChange={setPage} />
            </div>
          )}
        </section>
        {openId && (
          <section ref={detailRef} tabIndex={-1} aria-labelledby="message-subject" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
            {message.isPending ? (
              <Spinner className="min-h-40" />
            ) : message.data ? (
              <MessageDetail key={message.data._id} message={message.data} onBack={() => setOpenId(null)} />
            ) : (
              <AlertBanner tone="error">{t('admin:inbox.loadFailed')}</AlertBanner>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
