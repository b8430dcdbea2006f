/** The screen sizes of the viewport toolbar, and the phone every story file shows itself on. */
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/** Small mobile (320 × 568), large mobile, tablet and desktop. */
export const viewportOptions = MINIMAL_VIEWPORTS;

/**
 * Story globals that open a story on the smallest phone, the width at which long names and
 * tables are most likely to overflow: `export const Phone: Story = { globals: phoneGlobals }`.
 */
export const phoneGlobals = {
  viewport: { value: 'mobile1', isRotated: false },
} as const satisfies { viewport: { value: keyof typeof viewportOptions; isRotated: boolean } };
