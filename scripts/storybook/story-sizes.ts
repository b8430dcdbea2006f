/**
 * The window each story asks for through its `viewport` global (a phone, a tablet). In Storybook
 * the manager sizes the preview frame; a story opened on its own must be given that size, or a phone
 * story's play function looks for controls only a phone shows.
 */
import type { Page } from '@playwright/test';
import { viewportOptions } from '../../.storybook/viewports';

export interface StorySize {
  width: number;
  height: number;
}

interface StoryGlobalViewport {
  value?: string;
  isRotated?: boolean;
}

/** The part of Storybook's preview (window.__STORYBOOK_PREVIEW__) that knows each story's globals. */
interface PreviewStore {
  loadStory: (specifier: { storyId: string }) => Promise<unknown>;
  getStoryContext: (story: unknown) => { storyGlobals: { viewport?: StoryGlobalViewport } };
}

type PreviewWindow = Window & { __STORYBOOK_PREVIEW__?: { storyStoreValue?: PreviewStore } };

function sizeOf(viewport: StoryGlobalViewport | undefined): StorySize | undefined {
  const option = viewport?.value ? viewportOptions[viewport.value as keyof typeof viewportOptions] : undefined;
  if (!option) return undefined;
  const width = Number.parseInt(option.styles.width, 10);
  const height = Number.parseInt(option.styles.height, 10);
  return viewport?.isRotated ? { width: height, height: width } : { width, height };
}

/** The size of every story in `ids` that asks for one, read from the built preview on `page`. */
export async function storySizes(
  page: Page,
  origin: string,
  ids: string[],
  timeout: number,
): Promise<Map<string, StorySize>> {
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
    timeout,
  });
  const viewports = await page.evaluate(async (storyIds) => {
    const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue as PreviewStore;
    const found: Record<string, StoryGlobalViewport | undefined> = {};
    for (const storyId of storyIds) {
      found[storyId] = store.getStoryContext(await store.loadStory({ storyId })).storyGlobals.viewport;
    }
    return found;
  }, ids);
  const sizes = new Map<string, StorySize>();
  for (const [id, viewport] of Object.entries(viewports)) {
    const size = sizeOf(viewport);
    if (size) sizes.set(id, size);
  }
  return sizes;
}
