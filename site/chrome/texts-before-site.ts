/**
 * The few words the frame draws when the site texts are not there: while they load, when they
 * cannot be loaded, and when what broke is the provider that holds them. They are in the default
 * language, as nothing else is known then; every other text comes from the site settings.
 */
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
