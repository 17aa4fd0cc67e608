import { Loader2, Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import './footer-messages';

/**
 * The newsletter box: the browser requires an email; the sign-up is double opt-in, so the box says to confirm by mail
 * (what is true), not that the subscription is done. The API code loads only when someone subscribes.
 */
export function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  // The footer's code loads as it is scrolled near: an address typed into the server's field before then is kept.
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, email, setEmail);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    try {
      const [{ subscribeToNewsletter }, { errorMessage }] = await Promise.all([import('../../lib/mail-api'), import('../../lib/api-client')]);
      try {
        await subscribeToNewsletter(email);
        setEmail('');
        setState('done');
      } catch (error) {
        setFailure(errorMessage(error, t('storefront:footer.subscribeFailed')));
        setState('failed');
      }
    } catch {
      setFailure(t('storefront:footer.subscribeFailed'));
      setState('failed');
    }
  }

  return (
    <form onSubmit={subscribe} className="mt-4">
      <label htmlFor="newsletter-email" className="sr-only">
        {t('storefront:footer.newsletterLabel')}
      </label>
      {/* No overflow-hidden: it clipped the focus outline of the field and the button; each rounds its own corners. */}
      <div className="flex rounded-lg bg-white/10 ring-1 ring-white/20">
        <input
          ref={field}
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state === 'done' || state === 'failed') setState('idle');
          }}
          placeholder={t('storefront:footer.newsletterPlaceholder')}
          className="min-w-0 flex-1 rounded-l-lg bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-brand-100"
        />
        <button
          type="submit"
          disabled={state === 'sending'}
          className="inline-flex items-center gap-1.5 rounded-r-lg bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-500 disabled:opacity-70"
        >
          {state === 'sending' ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {state === 'sending' ? t('storefront:footer.subscribing') : t('storefront:footer.subscribe')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-brand-100">
        {state === 'done' ? t('storefront:footer.subscribed') : state === 'failed' ? failure : ''}
      </p>
    </form>
  );
}
