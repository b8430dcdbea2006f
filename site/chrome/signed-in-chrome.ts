/**
 * The header navigation and the disclaimer banner as the signed-in routes provide them: their code
 * comes with those routes' code, so a signed-in page draws them with its content and nothing moves
 * when they arrive. Elsewhere (the login page of a signed-in tab, the error page) the page frame
 * takes them from the signed-in area's chunk, which the login page fetches anyway: an import of
 * their own would cost the login page's script more than the parts themselves weigh.
 */
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { lazyPart } from '../shared/lazy-part';

export interface SignedInChrome {
  HeaderNav: ComponentType<{ productLinks?: ReactNode }>;
  DisclaimerBanner: ComponentType;
  /** The page is being left for one still on its way (page-leaving.ts): the frame shows the loading state. */
  leaving?: boolean;
}

export const SignedInChromeContext = createContext<SignedInChrome | null>(null);

const lazyChrome: SignedInChrome = {
  HeaderNav: lazyPart(() => import('./header-nav').then((part) => part.HeaderNav)),
  DisclaimerBanner: lazyPart(() => import('./disclaimer-banner').then((part) => part.DisclaimerBanner)),
};

/** The parts the signed-in route gave, else the same parts from the signed-in area's chunk. */
export const useSignedInChrome = (): SignedInChrome => useContext(SignedInChromeContext) ?? lazyChrome;
