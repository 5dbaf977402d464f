import { Component, type ReactNode } from 'react';

/**
 * Renders nothing instead of children that failed: for optional parts of a page (the questions
 * under an article, an Archive button) whose failure must never take the page itself down.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
