/**
 * Wraps a React island. A render error inside it must not leave a blank area, so
 * the boundary reports it to the page's chrome, which replaces <main> with the error screen.
 * Only islands import this file; the chrome that every page runs stays free of React.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { fatalDetailOf, reportFatal } from './fatal-event';

interface Props {
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

export class IslandErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const detail = fatalDetailOf(error);
    // The component stack says which island broke, which a minified JS stack often does not.
    if (info.componentStack) detail.stack = `${detail.stack ?? ''}\n${info.componentStack}`.trim();
    reportFatal(detail);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
