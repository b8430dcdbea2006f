import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOf } from '../../../engine/types';
import { fixtureCompiled } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RouteDocument } from './route';

const next: DocumentOf<'route'> = { type: 'route', name: 'Go to Initial Training', to: 'using-training' };

function renderDocument(document: DocumentOf<'route'>) {
  return renderWithProviders(
    <Routes>
      <Route path="/demo/internal/using/quick-tips" element={<RouteDocument document={document} />} />
      <Route path="/demo/internal/using/initial-training" element={<h1>Initial Training page</h1>} />
    </Routes>,
    { compiled: fixtureCompiled(), initialEntries: ['/demo/internal/using/quick-tips'] },
  );
}

describe('RouteDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to the path of the named route and navigates there', async () => {
    renderDocument(next);
    const link = screen.getByRole('link', { name: 'Go to Initial Training' });
    expect(link).toHaveAttribute('href', '/demo/internal/using/initial-training');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Initial Training page' })).toBeInTheDocument();
  });

  it('shows the name as text and warns when the route name is unknown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDocument({ ...next, to: 'no-such-route' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Go to Initial Training')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Route name not found: "no-such-route"'));
  });

  it('is not a link when disabled', () => {
    renderDocument({ ...next, disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Go to Initial Training')).toHaveAttribute('aria-disabled', 'true');
  });
});
