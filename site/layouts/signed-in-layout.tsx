/**
 * The frame of every page behind the sign-in, below the route whose loader let the reader in
 * (session/signed-in-loader.ts): the header's navigation (search, the line's links, Sign out), the
 * line's section bar, the disclaimer until acknowledged, focus and scroll kept across moves (a new
 * page starts at its top, Back returns to where the reader was: the router's ScrollRestoration), and,
 * while the page on screen is being left for one still on its way, the loading state instead of
 * the page being left.
 */
import { type ReactNode, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import type { CompiledProduct } from '../../engine/shared/types';
import { DisclaimerBanner } from '../chrome/disclaimer-banner';
import { ErrorBoundary } from '../chrome/error-boundary';
import { useFocusOnNavigation } from '../chrome/focus-on-navigation';
import { HeaderNav } from '../chrome/header-nav';
import { Loading } from '../chrome/loading';
import { usePageLeaving } from '../chrome/page-leaving';
import { ProductLinks } from '../product/product-links';
import { isProductRoute } from '../product/product-route-id';
import { SectionBar } from '../product/section-bar';
import { SlashShortcutSetting } from '../search/slash-shortcut-setting';
import { LineInHeaderContext } from './line-in-header';
import { PageFrame } from './page-frame';

/** `children`: a page drawn in it directly (a story), instead of the route below it. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const [disclaimerClosed, setDisclaimerClosed] = useState(false);
  const [line, setLine] = useState<CompiledProduct>();
  const leaving = usePageLeaving();
  const inLine = useMatches().some((match) => isProductRoute(match.id));
  useFocusOnNavigation(disclaimerClosed);
  return (
    <PageFrame
      navigation={<HeaderNav productLinks={line && <ProductLinks compiled={line} />} inLine={inLine} />}
      belowHeader={
        <>
          {line && <SectionBar product={line.product} />}
          {!disclaimerClosed && <DisclaimerBanner onAcknowledge={() => setDisclaimerClosed(true)} />}
        </>
      }
      awaitsData
      footerExtra={<SlashShortcutSetting />}
    >
      <ScrollRestoration />
      <LineInHeaderContext.Provider value={setLine}>
        {leaving ? (
          <Loading />
        ) : (
          // A broken page keeps the header and footer; navigating elsewhere clears the error.
          <ErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</ErrorBoundary>
        )}
      </LineInHeaderContext.Provider>
    </PageFrame>
  );
}
