import { Component, type ErrorInfo, type ReactNode } from "react";

/**
 * An island that crashes disappears instead of taking the page with it; the error goes to the
 * console (and to error reporting once the browser beacon exists).
 */
class IslandErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Context every island renders in, on the server and in the browser alike (same markup). Islands
 * that keep server state wrap themselves in WithQueryClient (client/api/query.ts), so the query
 * library loads only with them.
 */
export function IslandProviders({ children }: { children?: ReactNode }) {
  return <IslandErrorBoundary>{children}</IslandErrorBoundary>;
}
