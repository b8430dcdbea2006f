import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { imageUrl } from '../../engine/rendering/image-url';
import { demoCompiled, demoCompiledSite } from '../../renderers/testing/demo-content';
import { inPageColumn } from '../../renderers/testing/story-decorator';
import { contrastPairs } from './testing/design-token-pairs';
import { designTokens } from './testing/design-tokens';
import { DesignTokensPage, type IconUse } from './testing/design-tokens-page';
import tokensCss from './tokens.css?raw';

/** Every icon the demo product lines name, once per picture, with the names and lines that use it. */
function demoIcons(): IconUse[] {
  const icons = new Map<string, IconUse>();
  for (const entry of demoCompiledSite().catalogue) {
    const { product } = demoCompiled(entry.model);
    for (const [name, icon] of Object.entries(product.icons ?? {})) {
      const use = icons.get(icon.src) ?? { src: icon.src, url: imageUrl(icon.src), names: [], lines: [] };
      if (!use.names.includes(name)) use.names.push(name);
      if (!use.lines.includes(entry.title)) use.lines.push(entry.title);
      icons.set(icon.src, use);
    }
  }
  return [...icons.values()];
}

const groups = designTokens(tokensCss);

/** The design tokens, read from site/styles/tokens.css as it is now; the icons from the demo content. */
const meta = {
  title: 'Design/Tokens',
  component: DesignTokensPage,
  decorators: [inPageColumn],
  args: { groups, pairs: contrastPairs, icons: demoIcons() },
} satisfies Meta<typeof DesignTokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group, the contrast of the colour pairs, and the icons. */
export const AllTokens: Story = {};

const only = (...titles: string[]): Story => ({
  args: { groups: groups.filter((group) => titles.includes(group.title)), pairs: [], icons: [] },
});

/** The brand, text, surface, state and chart colours, and the contrast of the pairs the interface draws. */
export const Colours: Story = {
  args: {
    groups: groups.filter((group) => group.tokens.some((token) => token.name.startsWith('--color-'))),
    pairs: contrastPairs,
    icons: [],
  },
};

/** The type scale, weights, line heights and families. */
export const Type: Story = only('Type');

/** Spacing, radius, elevation and the layout's measures. */
export const SpacingRadiusElevation: Story = only(
  ...groups.map((group) => group.title).filter((title) => /^(Spacing|Radius|Elevation|Layout)/.test(title)),
);

/** The content's icons. */
export const Icons: Story = { args: { groups: [], pairs: [], icons: demoIcons() } };

/** On a small phone: each table row a block, nothing wider than the screen. */
export const Phone: Story = { globals: phoneGlobals };
