/** Neutral, made-up data for the site's tests: exact values that demo content must stay free to change. */
import { compileProductLine } from '../../engine/compile/resolve-product';
import type { Account, CatalogueEntry, CompiledProduct, SessionSettings } from '../../engine/types';
import type { SiteAnswer } from '../api/client';

export const errorMessage =
  'Password is incorrect. Please try again. If you forgot your password, please contact your admin.';

export const siteAnswer: SiteAnswer = {
  site: {
    siteTitle: 'CUSTOMER RESOURCES',
    logo: { src: 'logos/maker.svg', alt: 'Maker logo' },
    login: {
      heading: 'Customer resources sign in',
      passwordLabel: 'Password',
      buttonLabel: 'LOGIN',
      errorMessage,
      contactLinkText: 'contact your admin',
    },
    catalogue: {
      heading: 'WELCOME',
      intro: 'Welcome to our infusion customer resources site. Select your product below to learn more.',
      cardLinkLabel: 'LEARN MORE',
    },
    disclaimer: { text: 'This content is supplementary.', acknowledgeLabel: 'I acknowledge' },
    footer: {
      copyrightYear: 2025,
      copyrightHolder: 'Maker Inc.',
      supportLabel: 'Customer support:',
      links: [{ label: 'Terms of use', href: '/legal/terms' }],
    },
    products: ['alpha'],
  },
  settings: { supportPhone: '1-800-555-0100', supportEmail: 'support@example.test' },
  productPaths: [
    { pathPrefix: '/alpha', model: 'alpha-pump' },
    { pathPrefix: '/beta', model: 'beta-pump' },
    { pathPrefix: '/gamma', model: 'gamma-bags' },
    { pathPrefix: '/delta', model: 'delta-pump' },
  ],
};

export const sessionSettings: SessionSettings = {
  ...siteAnswer.settings,
  eifuPassword: 'eifu-secret',
  learningLibraryUrl: 'https://library.example.test',
};

export const account: Account = { name: 'Demo hospital', models: ['alpha-pump', 'gamma-bags'] };

function entry(model: string, title: string, pathPrefix: string): CatalogueEntry {
  return { brand: 'acme', model, title, pathPrefix, image: { src: `cards/${model}.svg`, alt: `${title} picture` } };
}

export const catalogue: CatalogueEntry[] = [
  entry('alpha-pump', 'Alpha Pump', '/alpha'),
  entry('beta-pump', 'Beta Pump', '/beta'),
  entry('gamma-bags', 'Gamma Bags', '/gamma'),
];

export const alphaProduct: CompiledProduct = compileProductLine(
  {
    brand: 'acme',
    model: 'alpha-pump',
    title: 'Alpha Pump',
    pathPrefix: '/alpha',
    card: { title: 'Alpha Pump', image: { src: 'cards/alpha-pump.svg', alt: 'Alpha Pump picture' } },
    logo: { src: 'logos/alpha.svg', alt: 'Alpha logo' },
    welcome: 'Welcome to the Alpha Pump resources.',
    homePath: 'internal/home',
    map: [
      { key: 'using', title: 'Using the Pump', route: 'internal/using', subPages: [] },
      { key: 'old', title: 'Archive', route: 'internal/archive', hidden: true, subPages: [] },
      { key: 'files', title: 'Files', route: 'downloads', subPages: [] },
    ],
    routes: [
      { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } },
      {
        path: 'internal/using',
        redirect: 'quick-tips',
        meta: { title: 'Using the Pump' },
        children: [
          {
            path: 'quick-tips',
            name: 'tips',
            kind: 'content-list',
            meta: { title: 'Quick Tips', sectionName: 'tips' },
          },
        ],
      },
      { path: 'downloads', name: 'downloads', kind: 'content-list', meta: { title: 'Downloads' } },
    ],
  },
  {
    tips: {
      message: 'Tips for daily use.',
      documents: [{ type: 'sectiontext', text: 'Prime the set first.', dateUpdated: '2025-01-17' }],
    },
  },
);
