/**
 * Story smoke test: every story of the site's chrome and screens renders with its real demo data,
 * shows something, and neither throws nor logs a React error.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
/** A composed story: a component with its story's play function, when it has one. */
type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

describe('stories', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the stories of every chrome component and screen', () => {
    // Every chrome component, the login and catalogue screens, and the error states.
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(17);
  });

  for (const [file, module] of Object.entries(modules)) {
    describe(file, () => {
      // composeStories is typed per module; here every module is one of many, so name the shape we render.
      const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
      for (const [name, Story] of stories) {
        it(`renders ${name}`, async () => {
          // Some stories show content mistakes on purpose (unknown route, missing icon); those only warn.
          vi.spyOn(console, 'warn').mockImplementation(() => {});
          const error = vi.spyOn(console, 'error');
          const { container } = render(<Story />);
          // Interaction stories (e.g. the open password modal) must also play without throwing.
          if (Story.play) await Story.play({ canvasElement: container });
          expect(container.textContent?.trim()).not.toBe('');
          expect(error).not.toHaveBeenCalled();
        });
      }
    });
  }
});
