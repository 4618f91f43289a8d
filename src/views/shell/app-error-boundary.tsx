import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './route-error-page';

interface State {
  error: Error | null;
}

/**
 * Catches what the router's own boundary cannot: errors of the providers above the router and
 * actor errors that `useSelector` rethrows while rendering the shell (XSTATE-NOTES, React).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uniclass crashed while rendering', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen detail={this.state.error.message} reloadHref="/" />;
    return this.props.children;
  }
}
