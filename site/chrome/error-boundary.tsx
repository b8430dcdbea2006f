/**
 * Catches render errors so a broken page shows a way back instead of a blank screen. React itself
 * reports each caught error on the console.
 */
import { Component, type ReactNode } from 'react';
import { useSiteIfThere } from './site-texts';
import { textsBeforeSite } from './texts-before-site';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the user navigates elsewhere) the boundary tries to render again. */
  resetKey?: unknown;
  /** What is drawn instead of a broken part; the error panel when left out. */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: unknown;
}

/**
 * Plain anchors and a full reload: the router or a provider may be what broke, the site texts' too.
 * `message` says what happened when it is known (the page's code did not arrive), and a reload is
 * then simply the way to try again.
 */
export function RenderErrorPanel({ message }: { message?: string }) {
  const texts = useSiteIfThere()?.site.errors ?? textsBeforeSite.errors;
  return (
    <section className="error-panel" role="alert" aria-labelledby="render-error-heading">
      <h1 id="render-error-heading">{texts.heading}</h1>
      <p>{message ?? texts.renderFailed}</p>
      <div className="error-panel__actions">
        {!message && (
          <a className="button" href="/">
            {texts.backToCatalogue}
          </a>
        )}
        <button
          type="button"
          className={message ? 'button' : 'button button--secondary'}
          onClick={() => window.location.reload()}
        >
          {message ? texts.tryAgain : texts.reload}
        </button>
      </div>
    </section>
  );
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ?? <RenderErrorPanel />;
  }
}
