import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOf } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { documentOfType } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RouteDocument } from './route';

/** The fixture's "Back home" link on the quick tips page, changed as a test needs. */
function renderDocument(change: (document: DocumentOf<'route'>) => DocumentOf<'route'> = (d) => d) {
  const compiled = fixtureLine();
  const backHome = documentOfType(compiled.sections.tips, 'route');
  return renderWithProviders(
    <Routes>
      <Route path="/demo/internal/using/quick-tips" element={<RouteDocument document={change(backHome)} />} />
      <Route path="/demo/internal/home" element={<h1>Home page</h1>} />
    </Routes>,
    { compiled, initialEntries: ['/demo/internal/using/quick-tips'] },
  );
}

describe('RouteDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to the path of the named route and navigates there', async () => {
    renderDocument();
    const link = screen.getByRole('link', { name: 'Back home' });
    expect(link).toHaveAttribute('href', '/demo/internal/home');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('marks the name with its language when the content gives one', () => {
    renderDocument((document) => ({ ...document, name: 'Volver al inicio', lang: 'es' }));
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('lang', 'es');
  });

  it('shows the name as text and warns when the route name is unknown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDocument((document) => ({ ...document, to: 'no-such-route' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Back home')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Route name not found: "no-such-route"'));
  });

  it('is not a link when disabled', () => {
    renderDocument((document) => ({ ...document, disabled: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Back home')).toHaveAttribute('aria-disabled', 'true');
  });
});
