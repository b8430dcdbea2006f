import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SectionResource } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { InstructionsForUsePage } from './instructions-for-use';

const instructionsSection = fixtureLine().sections['instructions-for-use'] as SectionResource;

function renderInstructions(section: SectionResource = instructionsSection) {
  const compiled = fixtureLine();
  const route = routeAt(compiled, '/demo/internal/pharmacy/instructions-for-use');
  return renderWithProviders(<InstructionsForUsePage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('InstructionsForUsePage', () => {
  it('is a content list: message, documents and the Content updated line', () => {
    renderInstructions();
    expect(screen.getByRole('heading', { level: 1, name: 'Instructions for Use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Instructions for use, software version 5/ })).toBeInTheDocument();
    expect(screen.getByText('Content updated July 08, 2025')).toBeInTheDocument();
  });

  it('keeps the software-version help collapsed until its button is pressed, and toggles it', async () => {
    const user = userEvent.setup();
    renderInstructions();
    const toggle = screen.getByRole('button', { name: 'How do I find the software version of my pump?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Select Pump Information from More Options')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const steps = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(steps).toBeVisible();
    expect(screen.getByText('Select Pump Information from More Options')).toBeVisible();
    expect(screen.getByText('Software Version is listed')).toBeVisible();
    expect(screen.getByRole('img', { name: 'More Options screen with Pump Information selected' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Pump Information screen showing the software version' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(steps).not.toBeVisible();
  });

  it('toggles with the keyboard', async () => {
    const user = userEvent.setup();
    renderInstructions();
    const toggle = screen.getByRole('button', { name: /software version/ });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no help when the section gives none', () => {
    renderInstructions({ ...instructionsSection, help: undefined });
    expect(screen.queryByRole('button', { name: /software version/ })).not.toBeInTheDocument();
  });
});
