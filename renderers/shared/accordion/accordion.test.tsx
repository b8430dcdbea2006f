import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Accordion } from './accordion';

const items = ['First', 'Second', 'Third'].map((title) => ({
  key: title,
  heading: title,
  panel: <p>{`${title} answer`}</p>,
}));

function renderAccordion() {
  return renderWithProviders(<Accordion headingLevel={2} items={items} />, { compiled: fixtureLine() });
}

describe('Accordion', () => {
  it('starts with every item closed, each button controlling its panel', () => {
    renderAccordion();
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens one item at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('First answer');
    await user.click(screen.getByRole('button', { name: 'Third' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Third' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Third' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is operable with the keyboard', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Second' })).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
