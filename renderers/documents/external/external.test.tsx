import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOf } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { demoSettings } from '../../testing/providers';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ExternalDocument } from './external';

const eifu: DocumentOf<'external'> = {
  type: 'external',
  name: 'Instructions for use (eIFU)',
  url: 'https://eifu.example.com/pump',
};
const sentence = 'Please enter demo-eifu as the password when prompted on the next page.';

async function openDialog(document = eifu, settings = demoSettings) {
  const user = userEvent.setup();
  renderWithProviders(<ExternalDocument document={document} />, { compiled: fixtureLine(), settings });
  const trigger = screen.getByRole('button', { name: 'Instructions for use (eIFU)' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: 'Password required' }) };
}

describe('ExternalDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not open anything until the user asks', () => {
    renderWithProviders(<ExternalDocument document={eifu} />, { compiled: fixtureLine() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog with the configured password and moves focus into it', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(sentence);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(dialog).toContainElement(globalThis.document.activeElement as HTMLElement);
  });

  it('says whatever password the deployment configures', async () => {
    await openDialog(eifu, { ...demoSettings, eifuPassword: 'Spring-2025' });
    expect(
      screen.getByText('Please enter Spring-2025 as the password when prompted on the next page.'),
    ).toBeInTheDocument();
  });

  it('Continue opens the page in a new tab, closes the dialog and returns focus', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('https://eifu.example.com/pump', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the backdrop is clicked, but not on a click inside the dialog', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog, trigger } = await openDialog();
    await user.click(screen.getByText(sentence));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and on Cancel', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { user } = await openDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(proceed).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('is plain text, not a button, when disabled', () => {
    renderWithProviders(<ExternalDocument document={{ ...eifu, disabled: true }} />, { compiled: fixtureLine() });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Instructions for use (eIFU)')).toHaveAttribute('aria-disabled', 'true');
  });
});
