import { Component } from 'react';
import type { ComponentType, ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** Shown with the error instead of the children. */
  view: ComponentType<{ error: unknown }>;
  /** The location's key: a navigation (even to the same address) clears the error and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

/** An error boundary for a route: the layout or the page that threw while rendering shows `view` instead. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    const { failure } = this.state;
    const View = this.props.view;
    return failure === null ? this.props.children : <View error={failure.error} />;
  }
}
