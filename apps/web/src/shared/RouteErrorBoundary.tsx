import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazyPage';

/** The boundary's Chinese texts. */
export const ROUTE_ERROR_TEXT = {
  chunk: '页面加载失败，可能是网络不稳定或系统刚刚更新。',
  crash: '页面出错了，请重新加载后再试。',
  reload: '重新加载',
} as const;

interface Props {
  children: ReactNode;
  /** The path: another page clears the error (the boundary itself is not remounted). */
  resetKey: string;
  /** Reloads the page (the browser's `location.reload`, injected for tests). */
  onReload: () => void;
}

interface State {
  error: unknown;
  key: string;
}

/**
 * Around each route's element (the layout keys it by path): a page that throws while rendering,
 * or whose chunk cannot load, shows a Chinese message with 重新加载 instead of blanking the app;
 * the header, the navigation and other routes keep working.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('[route] page failed', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const chunk = this.state.error instanceof ChunkLoadError;
    return (
      <div
        role="alert"
        data-testid="route-error"
        className="flex flex-col items-center gap-4 py-32 text-center"
      >
        <p className="text-[15px] text-ink">
          {chunk ? ROUTE_ERROR_TEXT.chunk : ROUTE_ERROR_TEXT.crash}
        </p>
        <button
          type="button"
          onClick={this.props.onReload}
          className="inline-flex h-11 cursor-pointer items-center rounded-full bg-primary-500 px-6 text-sm font-medium text-white hover:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
        >
          {ROUTE_ERROR_TEXT.reload}
        </button>
      </div>
    );
  }
}
