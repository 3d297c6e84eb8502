/**
 * A screen's island: the screen's root element (its feature's `…-screen` class) inside the error
 * boundary, so a render error anywhere in the screen shows the error screen, not a blank area.
 */
import type { ComponentType, ReactNode } from 'react';
import { IslandErrorBoundary } from './IslandErrorBoundary';

export function IslandScreen({ className, children }: { className: string; children: ReactNode }) {
  return (
    <IslandErrorBoundary>
      <div className={className}>{children}</div>
    </IslandErrorBoundary>
  );
}

/**
 * The island a page loads for a screen that is one component, given the screen's props:
 * `export const OrderListScreen = islandScreen('orders-screen', OrderListApp);`.
 */
export function islandScreen<P extends object>(className: string, App: ComponentType<P>): ComponentType<P> {
  return function Screen(props: P) {
    return (
      <IslandScreen className={className}>
        <App {...props} />
      </IslandScreen>
    );
  };
}
