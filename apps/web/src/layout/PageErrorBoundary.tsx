import { Component, type ErrorInfo, type ReactNode } from 'react';
import { lazyWithPreload } from '../components/lazy-with-preload';

const RouteError = lazyWithPreload(() => import('./RouteError'));

interface Props {
  /** Changes on every navigation, so moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps header and footer up when a page fails to render or its code fails to load. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}
