import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';

import type { SectionResource } from '../../../engine/shared/types';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { FaqPage } from './faq';

const compiled = demoCompiled('infusion-pump');
const prefix = compiled.product.pathPrefix;
const path = `${prefix}/internal/implementation/faq`;
const usingPath = `${prefix}/internal/using-the-pump/faq`;
const section = compiled.sections['implementation-faq'] as SectionResource;

/**
 * A FAQ route without sectionName throws 'FAQ route requires a sectionName' for the
 * site's error page; that state is covered by faq.test.tsx, not drawn here.
 */
const meta = {
  title: 'Pages/faq',
  component: FaqPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route: routeAt(compiled, path), section },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The implementation FAQ (two questions), every answer closed. */
export const Normal: Story = {};

/** The first answer open, with its list of integrated systems. */
export const AnswerWithList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /electronic health record/ }));
  },
};

/** The second answer open, with the sample timeline image. */
export const AnswerWithImage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /How long/ }));
  },
};

/** The clinicians' FAQ of Using the Pump: more questions, answers of text only. */
export const UsingThePump: Story = {
  parameters: { portal: { compiled, initialEntries: [usingPath] } },
  args: { route: routeAt(compiled, usingPath), section: compiled.sections.faq },
};

/** A long question and a long answer: the question wraps inside its button, beside the marker. */
export const LongQuestion: Story = {
  args: {
    section: {
      ...section,
      faq: [
        {
          question:
            'Which electronic health record, barcode medication administration and pharmacy information systems can the pump exchange orders and infusion data with?',
          answer:
            'The pump exchanges orders and infusion data with the electronic health record through the interoperability server.\n\nAsk your implementation team for the list of systems validated at your release, and for the interface specification your integration team needs.',
        },
        ...(section.faq ?? []),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Which electronic health record/ }));
  },
};

/** Empty: the section has no questions yet. */
export const NoQuestions: Story = { args: { section: { ...section, faq: undefined } } };

/** Missing: the route names a section resource that was not found; no lead text, and no questions. */
export const NoSection: Story = { args: { section: undefined } };

/** The first answer open on a small phone: the list and the text wrap inside the screen. */
export const Phone: Story = { ...AnswerWithList, globals: phoneGlobals };
