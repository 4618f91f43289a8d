import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import type { ChunkReload } from '../platform/chunk-reload';
import { ErrorScreen } from '../views/shell/route-error-page';
import { ShellFallback } from '../views/shell/shell-fallback';

interface Props {
  /** The address shown: another one (back, forward) shows its page again instead of the error. */
  location: Location;
  chunkReload: ChunkReload;
  children: ReactNode;
}

interface State {
  location: Location;
  /** `pending` until decided: reload once (chunk failures) or show the error page. */
  failure: { error: unknown; outcome: 'pending' | 'reload' | 'errorPage' } | null;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The routes' error boundary: a page that fails to render, or whose chunk fails to load, shows the
 * error page instead of the app. A chunk that failed to load first reloads the page once
 * (`ChunkReload`: after a deployment the tab asks for chunks that are gone); the spinner shows
 * meanwhile, so the error page does not flash before the reload.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error, outcome: 'pending' } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.location !== state.location) return { location: props.location, failure: null };
    // Decided once per failure, before it renders: once the reload has marked its try, the same
    // failure keeps showing the spinner until the page goes.
    if (state.failure?.outcome === 'pending') {
      const { error } = state.failure;
      return { failure: { error, outcome: props.chunkReload.shouldReload(error) ? 'reload' : 'errorPage' } };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.state.failure?.outcome === 'reload') {
      // Storage refused the mark: no reload (it could loop), the error page instead.
      if (!this.props.chunkReload.reload()) this.setState({ failure: { error, outcome: 'errorPage' } });
      return;
    }
    console.error('Uniclass: a page failed', error, info.componentStack);
  }

  override render() {
    const { failure, location } = this.state;
    if (!failure) return this.props.children;
    if (failure.outcome !== 'errorPage') return <ShellFallback />;
    return (
      <ErrorScreen
        detail={describeError(failure.error)}
        reloadHref={`${location.pathname}${location.search}`}
      />
    );
  }
}
