import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { breadcrumbs } from '../../engine/shared/routes/breadcrumbs';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { Breadcrumbs } from '../chrome/breadcrumbs';
import { DisclaimerBanner } from '../chrome/disclaimer-banner';
import { HeaderNav } from '../chrome/header-nav';
import { ProductLinks } from '../product/product-links';
import { SectionBar } from '../product/section-bar';
import { demoSite, withSite } from '../testing/story-providers';
import { PageFrame } from './page-frame';

const compiled = demoCompiled('infusion-pump');
const { product } = compiled;
const home = product.homePath;

const meta = {
  title: 'Site/Layouts/Page frame',
  component: PageFrame,
  decorators: [withSite],
  args: {
    children: (
      <section>
        <h1>{demoSite.catalogue.heading}</h1>
        <p>{demoSite.catalogue.intro}</p>
      </section>
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before login (the public layout): header without navigation, no disclaimer. */
export const SignedOut: Story = { parameters: { site: { signedIn: false } } };

/** Signed in outside a product: the header's navigation, and the disclaimer under the header. */
export const SignedIn: Story = {
  args: {
    navigation: <HeaderNav />,
    belowHeader: <DisclaimerBanner onAcknowledge={() => undefined} />,
    awaitsData: true,
  },
};

/** Inside a product: product links, the numbered section bar and the breadcrumbs. */
export const InsideProduct: Story = {
  parameters: { site: { initialEntries: [home] } },
  args: {
    navigation: <HeaderNav productLinks={<ProductLinks compiled={compiled} />} />,
    belowHeader: <SectionBar product={product} />,
    awaitsData: true,
    children: (
      <>
        <Breadcrumbs crumbs={breadcrumbs(product, home)} />
        <section>
          <h1>{product.title}</h1>
          <p>{product.welcome}</p>
        </section>
      </>
    ),
  },
};

/** Inside a product on a small phone: the links fold behind the Menu button and the section bar gives way. */
export const Phone: Story = { ...InsideProduct, globals: phoneGlobals };
