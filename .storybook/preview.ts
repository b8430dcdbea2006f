import type { Preview } from '@storybook/react-vite';
import './preview.css';

const preview: Preview = {
  parameters: {
    // Accessibility checks run on every story; violations fail the story in test runs.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
