import type { Preview } from '@storybook/react-vite';
import { viewportOptions } from './viewports';
import './preview.css';

const preview: Preview = {
  parameters: {
    // Every story is checked with axe; a violation fails it in Storybook's test runs and in the
    // story smoke tests (renderers/testing/story-smoke.tsx), not only a note in the panel.
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    layout: 'fullscreen',
  },
};

export default preview;
