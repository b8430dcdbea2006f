import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SectionResource } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ImplementationOverviewPage } from './implementation-overview';

const implementationOverviewSection = fixtureLine().sections['implementation-overview'] as SectionResource;

function renderOverview(section: SectionResource | undefined) {
  const compiled = fixtureLine();
  const route = routeAt(compiled, '/demo/internal/implementation/overview');
  return renderWithProviders(<ImplementationOverviewPage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('ImplementationOverviewPage', () => {
  it('shows the four phases in order and the sample timeline', () => {
    renderOverview(implementationOverviewSection);
    expect(screen.getByRole('heading', { level: 1, name: 'Implementation Overview' })).toBeInTheDocument();
    const phases = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(phases.map((heading) => heading.textContent)).toEqual([
      'Discovery',
      'Planning',
      'Execution',
      'Post Go-Live Support',
    ]);
    const timeline = screen.getByRole('img', { name: /Sample implementation timeline/ });
    expect(timeline).toHaveAttribute('src', '/images/implementation/demo-timeline.svg');
    // The intrinsic size the compiler read lets the browser reserve the picture's box before it loads.
    expect(timeline).toHaveAttribute('width', '120');
    expect(timeline).toHaveAttribute('height', '80');
  });

  it('lists the ten critical roles as an accordion, one open at a time', async () => {
    const user = userEvent.setup();
    renderOverview(implementationOverviewSection);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(10);
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Project Lead' }));
    expect(screen.getByRole('region', { name: 'Project Lead' })).toHaveTextContent(/liaison with the manufacturer/);
    await user.click(screen.getByRole('button', { name: 'Biomed' }));
    expect(screen.getByRole('button', { name: 'Project Lead' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Biomed' })).toHaveTextContent(/provisions the pumps/);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open role when it is clicked again', async () => {
    const user = userEvent.setup();
    renderOverview(implementationOverviewSection);
    const pharmacy = screen.getByRole('button', { name: 'Pharmacy Representative' });
    await user.click(pharmacy);
    expect(pharmacy).toHaveAttribute('aria-expanded', 'true');
    await user.click(pharmacy);
    expect(pharmacy).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('states the project length and the tubing lead times', () => {
    renderOverview(implementationOverviewSection);
    expect(screen.getByText(/averages 4 to 6 months/)).toBeInTheDocument();
    expect(screen.getByText('Order tubing at least 2 weeks before training.')).toBeInTheDocument();
    expect(screen.getByText('Have tubing in stock at least 2 weeks before go-live.')).toBeInTheDocument();
  });

  it('uses second-level headings when the section gives no headings of its own', () => {
    renderOverview({ ...implementationOverviewSection, phasesTitle: undefined, accordionTitle: undefined });
    expect(screen.getByRole('heading', { level: 2, name: 'Discovery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Biomed' })).toBeInTheDocument();
  });

  it('explains a missing section instead of drawing a blank page', () => {
    renderOverview(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('This section has no content yet');
  });
});
