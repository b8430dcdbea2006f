import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { siteAnswer, siteAnswerIn, twoLanguages } from '../testing/fixtures';
import { LanguageSwitcher } from './language-switcher';
import { SiteContext } from './site-texts';

function renderSwitcher(answer = siteAnswerIn('es'), at = '/demo/internal/quick-tips?q=pump#cleaning') {
  return render(
    <SiteContext.Provider value={answer}>
      <MemoryRouter basename={answer.site.lang === 'es' ? '/es' : undefined} initialEntries={[`/es${at}`]}>
        <LanguageSwitcher />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('language switcher', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the switcher wrote.
    document.cookie = 'lang=;path=/;max-age=0';
  });

  it('links each language to the same page and query, named in its own language, the current one marked', () => {
    renderSwitcher();
    const nav = screen.getByRole('navigation', { name: siteAnswer().site.language.label });
    const english = within(nav).getByRole('link', { name: 'English' });
    const spanish = within(nav).getByRole('link', { name: 'Español' });
    expect(english).toHaveAttribute('href', '/demo/internal/quick-tips?q=pump#cleaning');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(spanish).toHaveAttribute('href', '/es/demo/internal/quick-tips?q=pump#cleaning');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('aria-current', 'true');
  });

  it('remembers the language chosen, before the link is followed', async () => {
    renderSwitcher();
    const english = screen.getByRole('link', { name: 'English' });
    // jsdom does not navigate: the click's own default is what would leave the page.
    english.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(english);
    expect(document.cookie).toBe('lang=en');
  });

  it("in the small-screen menu, is a list named like the header's, inside the menu's navigation", () => {
    render(
      <SiteContext.Provider value={siteAnswerIn('es')}>
        <MemoryRouter>
          <LanguageSwitcher inMenu />
        </MemoryRouter>
      </SiteContext.Provider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    const list = screen.getByRole('list', { name: siteAnswer().site.language.label });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('is not drawn on a site of one language', () => {
    const english = siteAnswer();
    const { container } = renderSwitcher({ ...english, site: { ...english.site, languages: [twoLanguages[0]] } }, '/');
    expect(container).toBeEmptyDOMElement();
  });
});
