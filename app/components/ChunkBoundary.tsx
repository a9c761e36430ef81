import {Component, type ReactNode} from 'react';

interface ChunkBoundaryProps {
  children: ReactNode;
  /** what to do instead, e.g. go to the page that works without the part */
  onError?: (error: unknown) => void;
}

/**
 * Around a part loaded on demand: if its code cannot be fetched (a dropped connection,
 * assets replaced by a deploy), the page stays up without it.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
