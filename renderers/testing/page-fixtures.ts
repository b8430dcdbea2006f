/**
 * A made-up product line with a route of every page kind, for tests
 * that need exact values (sizes in KB, an unknown route, a FAQ route without
 * sectionName) and for the states the demo content does not show. Stories of
 * those kinds use the demo content in content/ where it has the state.
 */
import { compileProductLine } from '../../engine/compile/resolve-product';
import type { CompiledProduct, ProductLine, SectionResource } from '../../engine/types';
import type { ContactInfo } from '../../schema/generated/product';
import { fixtureProduct } from './fixtures';

export const demoContact: ContactInfo = {
  message:
    'Our clinical and technical support teams are here to help with training, configuration and any question about your pumps.',
  lines: [
    { label: 'Pump support, 24 hours a day', text: '1-855-555-0199', link: 'tel:1-855-555-0199' },
    { label: 'Customer concerns and product complaints', text: '1-800-555-0142', link: 'tel:1-800-555-0142' },
  ],
};

const roles: [string, string][] = [
  ['Project Lead', 'The liaison with the manufacturer: owns the plan, the timeline and the go-live decision.'],
  ['Pharmacy Representative', 'Leads the drug library: builds, reviews and releases it with the clinical teams.'],
  ['Nurse Educator(s)/Nurse Managers', 'Plan the training, schedule the staff and confirm competency before go-live.'],
  ['Super Users', 'Train with the manufacturer first and support their colleagues on every shift at go-live.'],
  ['Nursing Staff', 'Complete the initial training and the competency assessment before using the pumps.'],
  ['Anesthesia/OR', 'Review the anesthesia mode and the drug library entries used in theatre.'],
  ['Technical Resources', 'Prepare the network, the wireless access and any integration with hospital systems.'],
  ['Material Management', 'Order the tubing and disposables and keep them in stock for training and go-live.'],
  [
    'Environmental Services/Infection Prevention',
    'Approve the cleaning and disinfecting products and train the teams who clean the pumps.',
  ],
  ['Biomed', 'Receives, inspects and provisions the pumps and keeps their maintenance records.'],
];

export const implementationOverviewSection: SectionResource = {
  message: 'A successful implementation is planned together. Here is what to expect and who takes part.',
  documents: [],
  phasesTitle: 'Implementation phases',
  phases: [
    { title: 'Discovery', text: 'We learn how your organisation infuses today: care areas, workflows and systems.' },
    { title: 'Planning', text: 'Together we agree the timeline, build the drug library and schedule the training.' },
    { title: 'Execution', text: 'Super users and staff are trained, pumps are provisioned and the go-live happens.' },
    {
      title: 'Post Go-Live Support',
      text: 'Our team stays on site after go-live and reviews the first weeks with you.',
    },
  ],
  image: { src: 'implementation/sample-timeline.svg', alt: 'Sample implementation timeline over about six months' },
  accordionTitle: 'Critical roles',
  accordion: roles.map(([title, text]) => ({ title, text })),
  notes: [
    'Implementation averages 4 to 6 months. This is an average, not a guarantee.',
    'Order tubing at least 2 weeks before training.',
    'Have tubing in stock at least 2 weeks before go-live.',
  ],
};

export const implementationFaqSection: SectionResource = {
  message: 'Answers to the questions implementation teams ask most.',
  documents: [],
  faq: [
    {
      question: 'Do the pumps integrate with our electronic health record?',
      answer:
        'Yes. The pump system is designed for interoperability.\n\nIt has been integrated with the following systems:',
      list: [
        'Electronic medical record',
        'Patient registration',
        'Nurse call',
        'Clinical workflow',
        'Realtime location',
      ],
    },
    {
      question: 'How long does an implementation project take?',
      answer: 'About 4-6 months from the kick-off to go-live, depending on the size of your organisation.',
      image: { src: 'implementation/sample-timeline.svg', alt: 'Sample implementation timeline over about six months' },
    },
  ],
};

export const instructionsSection: SectionResource = {
  message: 'Instructions for use describe every function of the pump and are the reference for safe operation.',
  documents: [
    {
      type: 'download',
      name: 'Instructions for use, software version 5',
      filePath: 'demo/instructions-for-use-v5.pdf',
      dateUpdated: '2025-07-08',
    },
    {
      type: 'download',
      name: 'Instructions for use, software version 4',
      filePath: 'demo/instructions-for-use-v4.pdf',
      dateUpdated: '2024-03-12',
    },
  ],
  help: {
    title: 'How do I find the software version of my pump?',
    steps: [
      {
        text: 'Select Pump Information from More Options',
        image: { src: 'instructions/pump-information.svg', alt: 'More Options screen with Pump Information selected' },
      },
      {
        text: 'Software Version is listed',
        image: {
          src: 'instructions/software-version.svg',
          alt: 'Pump Information screen showing the software version',
        },
      },
    ],
  },
};

export const superuserSection: SectionResource = {
  message: 'Resources for superusers who support their colleagues at the bedside.',
  hideContentMessage: true,
  documents: [{ type: 'download', name: 'Missing Content', filePath: 'demo/missing-content.pdf' }],
};

const quickTips: SectionResource = {
  message: 'Quick tips for pharmacy teams building and maintaining the drug library.',
  headerComponent: 'product-icon-menu',
  documents: [
    {
      type: 'download',
      name: 'Enable KVO for the secondary titration workflow',
      filePath: 'demo/enable-kvo.pdf',
      dateUpdated: '2025-06-24',
    },
    {
      type: 'download',
      name: 'Drug library reports',
      filePath: 'demo/library-reports.pdf',
      dateUpdated: '2024-01-17',
      ignoreOnDownloads: true,
    },
    { type: 'download', name: 'Drug library checklist', filePath: 'demo/checklist.docx' },
  ],
};

/** The demo product line with a route of every page kind. */
export const pagesProduct: ProductLine = {
  ...fixtureProduct,
  contact: demoContact,
  routes: [
    ...fixtureProduct.routes,
    {
      path: 'external/pharmacy/initial-training',
      name: 'learning-library',
      kind: 'learning-library',
      meta: { title: 'Pharmacy Learning Library' },
    },
    {
      path: 'internal/pharmacy',
      name: 'pharmacy',
      redirect: 'quick-tips',
      meta: {
        title: 'Pharmacy',
        menuItems: [
          { route: 'pharmacy-quick-tips', label: 'Quick Tips' },
          { route: 'pharmacy-instructions', label: 'Instructions for Use' },
          { route: 'pharmacy-faq', label: 'FAQ' },
        ],
      },
      children: [
        {
          path: 'quick-tips',
          name: 'pharmacy-quick-tips',
          kind: 'content-list',
          meta: { title: 'Quick Tips', sectionName: 'pharmacy-quick-tips', icon: 'pump', iconSize: 48 },
        },
        {
          path: 'instructions-for-use',
          name: 'pharmacy-instructions',
          kind: 'instructions-for-use',
          meta: { title: 'Instructions for Use', sectionName: 'instructions-for-use' },
        },
        { path: 'faq', name: 'pharmacy-faq', kind: 'faq', meta: { title: 'FAQ' } },
        {
          path: 'superuser-resources',
          name: 'superuser-resources',
          kind: 'superuser-resources',
          meta: { title: 'Superuser Resources', sectionName: 'superuser-resources' },
        },
        {
          path: 'program-primary-infusion',
          name: 'program-primary-infusion',
          kind: 'video',
          meta: { title: 'Program a Primary Infusion', url: 'https://player.example.com/video/primary-infusion' },
        },
      ],
    },
    {
      path: 'internal/implementation',
      name: 'implementation',
      kind: 'menu',
      redirect: 'overview',
      meta: {
        title: 'Implementation',
        menuItems: [
          { route: 'implementation-overview', label: 'Overview' },
          { route: 'implementation-faq', label: 'FAQ' },
        ],
      },
      children: [
        {
          path: 'overview',
          name: 'implementation-overview',
          kind: 'implementation-overview',
          meta: { title: 'Implementation Overview', sectionName: 'implementation-overview' },
        },
        {
          path: 'faq',
          name: 'implementation-faq',
          kind: 'faq',
          meta: { title: 'FAQ', sectionName: 'implementation-faq' },
        },
      ],
    },
    { path: 'internal/contact', name: 'contact', kind: 'contact', meta: { title: 'Contact Us' } },
    { path: 'downloads', name: 'downloads', kind: 'downloads', meta: { title: 'Downloads to Print' } },
  ],
};

/** The sections the routes use, as the compiler would resolve them. */
export const pagesSections: Record<string, SectionResource> = {
  'pharmacy-quick-tips': quickTips,
  'instructions-for-use': instructionsSection,
  'superuser-resources': superuserSection,
  'implementation-overview': implementationOverviewSection,
  'implementation-faq': implementationFaqSection,
};

/** File sizes as the compiler would measure them for the fixture documents. */
export const pagesFileSizes: CompiledProduct['fileSizes'] = {
  download: {
    'demo/instructions-for-use-v5.pdf': 2_457_600,
    'demo/instructions-for-use-v4.pdf': 2_150_400,
    'demo/missing-content.pdf': 20_480,
    'demo/enable-kvo.pdf': 348_160,
    'demo/library-reports.pdf': 1_535,
    'demo/checklist.docx': 51_200,
  },
  'secure-download': {},
};

export const pagesCompiled: CompiledProduct = compileProductLine(pagesProduct, pagesSections, pagesFileSizes);
