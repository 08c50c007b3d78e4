import { codeFailureMessage } from '@portal/core/session';
import { RetryLine } from '@portal/ui';
import { Component, type ReactNode } from 'react';
import { retryFailedPages } from '../lazyPage';

interface PageErrorBoundaryProps {
  /** The page shown: another one starts afresh. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Keeps the portal standing when a page cannot be shown, above all when its code could not be
 * fetched (offline): the header and footer stay, the page says what failed and offers
 * 'Повторить', which fetches the code again. Without it React unmounts the whole portal.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[portal] the page could not be shown', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RetryLine
        message={codeFailureMessage(navigator.onLine)}
        onRetry={() => {
          retryFailedPages();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
