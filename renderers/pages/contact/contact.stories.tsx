import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { CompiledProduct } from '../../../engine/shared/types';
import type { ContactInfo } from '../../../schema/generated/product';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { ContactPage } from './contact';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/internal/contact`;
const contact = compiled.product.contact as ContactInfo;

function withContact(changed: ContactInfo | undefined): CompiledProduct {
  return { ...compiled, product: { ...compiled.product, contact: changed } };
}

const meta = {
  title: 'Pages/contact',
  component: ContactPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route: routeAt(compiled, path) },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message and support lines from content; phone and email from the deployment settings. */
export const Normal: Story = {};

/** The content names its own phone and email, which replace the deployment's. */
export const OwnPhoneAndEmail: Story = {
  args: {
    compiled: withContact({
      ...contact,
      phone: { text: '1-800-555-0111', link: 'tel:1-800-555-0111' },
      email: { address: 'pump-support@example.com', text: 'pump-support@example.com' },
    }),
  },
};

/** A support line without a link is shown as text. */
export const LineWithoutLink: Story = {
  args: {
    compiled: withContact({
      ...contact,
      lines: [...(contact.lines ?? []), { label: 'Postal address', text: '100 Example Way, Springfield' }],
    }),
  },
};

/** Long labels, and an email address with no space to break at. */
export const LongText: Story = {
  args: {
    compiled: withContact({
      ...contact,
      email: {
        address: 'infusion-systems-clinical-support@hospital-customer-services.example.com',
        text: 'infusion-systems-clinical-support@hospital-customer-services.example.com',
      },
      lines: [
        ...(contact.lines ?? []),
        {
          label: 'Biomedical engineering, preventive maintenance and repair returns (weekdays, 8 am to 6 pm Eastern)',
          text: '1-800-555-0199, option 3, then option 2 for repair returns',
          link: 'tel:1-800-555-0199',
        },
      ],
    }),
  },
};

/** Missing: no contact content; the deployment's phone and email still reach support. */
export const NoContactContent: Story = { args: { compiled: withContact(undefined) } };

/** The long labels and email address on a small phone: everything wraps inside the screen. */
export const Phone: Story = { ...LongText, globals: phoneGlobals };
