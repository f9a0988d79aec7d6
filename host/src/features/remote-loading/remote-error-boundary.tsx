import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches a remote that failed to load or throws while rendering, so it cannot take the shell down.
 * The host gives it a new key to start afresh on "Try again".
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[remote-loading] a remote failed to load or render:', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return this.props.fallback(this.state.error);
    return this.props.children;
  }
}
