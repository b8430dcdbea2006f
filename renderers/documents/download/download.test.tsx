import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct, DocumentOf } from '../../../engine/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { documentOfType } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DownloadDocument } from './download';

type Change = (document: DocumentOf<'download'>) => DocumentOf<'download'>;

/** The fixture's version 5 instructions (24,576 bytes), changed as a test needs. */
function renderDocument(change: Change = (document) => document, compiled: CompiledProduct = fixtureLine()) {
  const instructions = documentOfType(
    compiled.sections['instructions-for-use'],
    'download',
    (document) => document.filePath === 'demo/instructions-for-use-v5.pdf',
  );
  return renderWithProviders(<DownloadDocument document={change(instructions)} />, { compiled });
}

describe('DownloadDocument', () => {
  it('links to the public file in a new tab without giving it the opener', () => {
    renderDocument();
    const link = screen.getByRole('link', { name: /Instructions for use, software version 5/ });
    expect(link).toHaveAttribute('href', '/public/demo/instructions-for-use-v5.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
    expect(link).toHaveAccessibleName('Instructions for use, software version 5 (opens in a new tab)');
  });

  it('encodes each part of a file path that has spaces', () => {
    // Content may name folders and files with spaces; the fixture files have none.
    renderDocument((document) => ({ ...document, filePath: 'demo/quick tips/priming.pdf' }));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/public/demo/quick%20tips/priming.pdf');
  });

  it('shows the file size in KB the compiler measured', () => {
    // 24,576 bytes / 1024.
    renderDocument();
    expect(screen.getByText('24 KB')).toBeInTheDocument();
  });

  it('shows no size when the size is unknown', () => {
    const compiled = fixtureLine();
    compiled.fileSizes.download = {};
    renderDocument(undefined, compiled);
    expect(screen.getByRole('link', { name: /software version 5/ })).toBeInTheDocument();
    expect(screen.queryByText(/KB/)).not.toBeInTheDocument();
  });

  it('shows the title above and the text under the link', () => {
    renderDocument((document) => ({ ...document, title: 'Setting up', text: 'Includes the check valve.' }));
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
    expect(screen.getByText('Includes the check valve.')).toBeInTheDocument();
  });

  it('is plain, disabled text when disabled', () => {
    renderDocument((document) => ({ ...document, disabled: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Instructions for use, software version 5')).toHaveAttribute('aria-disabled', 'true');
  });
});
