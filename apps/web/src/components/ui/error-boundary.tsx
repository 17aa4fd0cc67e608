import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { Button } from './button';

interface State {
  error: Error | null;
}

/** Errors never leave a blank page: this shows what happened and a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  componentDidUpdate(previous: { resetKey?: unknown }): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('common:errors.boundaryTitle')}</h1>
        <p className="mt-3 text-stone-700">{t('common:errors.boundaryBody')}</p>
        <Button className="mt-6" onClick={() => this.setState({ error: null })}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
}
