/**
 * The few words the frame draws when the site texts are not there: while they load, when they
 * cannot be loaded, and when what broke is the provider that holds them. They are in the default
 * language, as nothing else is known then; every other text comes from the site settings.
 */
import { useContext } from 'react';
import type { SiteAnswer } from '../api/client';
import { SiteContext } from './site-context';

export const textsBeforeSite = {
  loading: 'Loading the portal…',
  errors: {
    heading: 'Something went wrong',
    tryAgain: 'Try again',
    renderFailed: 'This page could not be shown. You can go back to the product catalogue or reload the page.',
    backToCatalogue: 'Back to the catalogue',
    reload: 'Reload the page',
  },
} as const;

/** The site texts when a provider above holds them; null before they arrive or outside one. */
export function useSiteIfThere(): SiteAnswer | null {
  return useContext(SiteContext);
}
