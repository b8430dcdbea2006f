import type { Decorator, Preview } from '@storybook/react-vite';
import { DateLocaleContext } from '../engine/rendering/date-locale';
import { defaultLanguage, defaultLanguages } from '../engine/shared/languages';
import { demoCompiledSite, showDemoIn } from '../renderers/testing/demo-site';
import { loadDateLocale } from '../site/language';
import { viewportOptions } from './viewports';
// Every story on the portal's page: its design tokens, base styles and content column.
import '../site/styles/base.css';
import '../site/styles/layout.css';

// The demo site's languages, as the portal's language switcher lists them: the toolbar's choices.
const languages = demoCompiledSite().site.languages ?? defaultLanguages;
const defaultCode = defaultLanguage(languages);

/**
 * Every story in the toolbar's language: the compiled demo site of that language (its texts, the
 * default's where a text is not translated), `<html lang>`, and the date-fns locale the portal
 * loads for it, so designers see Spanish dates and longer Spanish labels in every component.
 */
const inLanguage: Decorator = (Story, context) => {
  const lang = String(context.globals.language ?? defaultCode);
  showDemoIn(lang === defaultCode ? undefined : lang);
  document.documentElement.lang = lang;
  return (
    <DateLocaleContext.Provider value={context.loaded.dateLocale}>
      <Story />
    </DateLocaleContext.Provider>
  );
};

const preview: Preview = {
  parameters: {
    // Every story is checked with axe; a violation fails it in Storybook's test runs and in the
    // story smoke tests (renderers/testing/story-smoke.tsx), not only a note in the panel.
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    layout: 'fullscreen',
  },
  globalTypes: {
    language: {
      description: 'The language of the demo site the stories show',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map(({ code, name }) => ({ value: code, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: defaultCode },
  // The locale arrives before the story is drawn, as it does before a product page in the portal.
  loaders: [
    async ({ globals }) => ({
      dateLocale:
        globals.language && globals.language !== defaultCode ? await loadDateLocale(globals.language) : undefined,
    }),
  ],
  decorators: [inLanguage],
};

export default preview;
