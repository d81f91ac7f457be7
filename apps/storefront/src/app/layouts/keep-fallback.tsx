import { Component, type ReactNode } from 'react';

/** A failed chunk or call keeps the fallback instead of breaking the shell around the screen. */
export class KeepFallback extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
