import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { breadcrumbs } from '../../engine/shared/routes/breadcrumbs';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { ProductLinks } from '../product/product-links';
import { SectionBar } from '../product/section-bar';
import { demoSite, withSite } from '../testing/story-providers';
import { Breadcrumbs } from './breadcrumbs';
import { Shell } from './shell';

const compiled = demoCompiled('infusion-pump');
const { product } = compiled;
const home = product.homePath;

const meta = {
  title: 'Site/Chrome/Shell',
  component: Shell,
  decorators: [withSite],
  args: {
    children: (
      <section>
        <h1>{demoSite.catalogue.heading}</h1>
        <p>{demoSite.catalogue.intro}</p>
      </section>
    ),
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before login: header without navigation, no disclaimer. */
export const SignedOut: Story = { parameters: { site: { signedIn: false } } };

/** Signed in outside a product: the disclaimer stands under the header. */
export const SignedIn: Story = {};

/** Inside a product: product links, the numbered section bar and the breadcrumbs. */
export const InsideProduct: Story = {
  parameters: { site: { initialEntries: [home] } },
  args: {
    productLinks: <ProductLinks compiled={compiled} />,
    subHeader: <SectionBar product={product} />,
    above: <Breadcrumbs crumbs={breadcrumbs(product, home)} />,
    children: (
      <section>
        <h1>{product.title}</h1>
        <p>{product.welcome}</p>
      </section>
    ),
  },
};

/** Inside a product on a small phone: the links fold behind the Menu button and the section bar gives way. */
export const Phone: Story = { ...InsideProduct, globals: phoneGlobals };
