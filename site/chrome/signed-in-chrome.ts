/**
 * The header navigation and the disclaimer banner as the signed-in routes provide them: their code
 * comes with those routes' code, so a signed-in page draws them with its content and nothing moves
 * when they arrive. Elsewhere (the login page of a signed-in tab) the page frame loads them itself.
 */
import { type ComponentType, createContext, type ReactNode } from 'react';

export interface SignedInChrome {
  HeaderNav: ComponentType<{ productLinks?: ReactNode }>;
  DisclaimerBanner: ComponentType;
}

export const SignedInChromeContext = createContext<SignedInChrome | null>(null);
