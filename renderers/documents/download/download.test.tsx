import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../../engine/types';
import { fixtureCompiled } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DownloadDocument } from './download';

const priming: DocumentOf<'download'> = {
  type: 'download',
  name: 'Priming the primary set',
  filePath: 'demo/quick tips/priming.pdf',
};

/** The compiler measured the file unless `measured` is false. */
function renderDocument(document: DocumentOf<'download'>, measured = true) {
  const sizes = measured ? { [document.filePath]: 248_320 } : {};
  const compiled = fixtureCompiled({}, { download: sizes, 'secure-download': {} });
  return renderWithProviders(<DownloadDocument document={document} />, { compiled });
}

describe('DownloadDocument', () => {
  it('links to the public file in a new tab without giving it the opener', () => {
    renderDocument(priming);
    const link = screen.getByRole('link', { name: /Priming the primary set/ });
    expect(link).toHaveAttribute('href', '/public/demo/quick%20tips/priming.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
    expect(link).toHaveAccessibleName('Priming the primary set (opens in a new tab)');
  });

  it('shows the file size in KB the compiler measured', () => {
    renderDocument(priming);
    expect(screen.getByText('243 KB')).toBeInTheDocument();
  });

  it('shows no size when the size is unknown', () => {
    renderDocument(priming, false);
    expect(screen.queryByText(/KB/)).not.toBeInTheDocument();
  });

  it('shows the title above and the text under the link', () => {
    renderDocument({ ...priming, title: 'Setting up', text: 'Includes the check valve.' });
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
    expect(screen.getByText('Includes the check valve.')).toBeInTheDocument();
  });

  it('is plain, disabled text when disabled', () => {
    renderDocument({ ...priming, disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Priming the primary set')).toHaveAttribute('aria-disabled', 'true');
  });
});
