/**
 * Story smoke test shared by renderers and site: every story of the given modules renders
 * with its real demo data, shows something, plays its interaction, and logs no React error.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';

export type StoriesModule = Parameters<typeof composeStories>[0];
/** A composed story: a component with its story's play function, when it has one. */
type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

export function describeStories(what: string, modules: Record<string, StoriesModule>, minimumFiles: number): void {
  setProjectAnnotations(preview);
  describe(`stories of ${what}`, () => {
    afterEach(() => vi.restoreAllMocks());

    it(`finds the stories of ${what}`, () => {
      expect(Object.keys(modules).length).toBeGreaterThanOrEqual(minimumFiles);
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
            if (Story.play) await Story.play({ canvasElement: container });
            expect(container.textContent?.trim()).not.toBe('');
            expect(error).not.toHaveBeenCalled();
          });
        }
      });
    }
  });
}
