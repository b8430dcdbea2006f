import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { ApiError } from '../api/errors';
import { siteAnswer } from '../testing/fixtures';
import { BackToTop } from './back-to-top';
import { Breadcrumbs } from './breadcrumbs';
import { RenderErrorPanel } from './error-boundary';
import { ErrorPanel } from './error-panel';
import { CheckingAccess, Loading } from './loading';
import { NotFound } from './not-found';
import { SiteContext } from './site-texts';
import { SkipLink } from './skip-link';

function renderInSpanish(node: ReactNode) {
  const answer = { ...siteAnswer(), site: spanishSite(fixtureSite()) };
  return render(
    <SiteContext.Provider value={answer}>
      <MemoryRouter>{node}</MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('the frame in the site language', () => {
  it('draws its links, controls and landmarks in Spanish', () => {
    renderInSpanish(
      <>
        <SkipLink />
        <Breadcrumbs crumbs={[{ to: '/demo/internal/home', label: 'Inicio' }]} />
        <BackToTop shown />
        <CheckingAccess />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Ir al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando su acceso…');
  });

  it('names a missing page and the way back in Spanish, in the tab title too', () => {
    renderInSpanish(<NotFound backTo="/demo/internal/home" back="productHome" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio del producto' })).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada | Recursos para clientes');
  });

  it('tells a failed request by its kind in Spanish', () => {
    renderInSpanish(<ErrorPanel error={new ApiError('network')} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Se ha producido un error' })).toBeInTheDocument();
    expect(
      screen.getByText('No se ha podido conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('still says what happened when the site texts are what is missing', () => {
    render(
      <>
        <RenderErrorPanel />
        <Loading label="Loading the portal…" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the portal…');
  });
});
