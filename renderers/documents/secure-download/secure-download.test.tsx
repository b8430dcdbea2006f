import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct, DocumentOf } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { documentOfType } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SecureDownloadDocument } from './secure-download';

type Change = (document: DocumentOf<'secure-download'>) => DocumentOf<'secure-download'>;

/** The fixture's secure guide (4,096 bytes), changed as a test needs. */
function renderDocument(change: Change = (document) => document, compiled: CompiledProduct = fixtureLine()) {
  const guide = documentOfType(compiled.sections.tips, 'secure-download', (document) => document.name === 'Guide');
  return renderWithProviders(<SecureDownloadDocument document={change(guide)} />, { compiled });
}

describe('SecureDownloadDocument', () => {
  it('links to the secure download endpoint in a new tab, as every file opens, without giving it the opener', () => {
    renderDocument();
    const link = screen.getByRole('link', { name: /^Guide/ });
    expect(link).toHaveAttribute('href', '/secure-download?file=demo%2Fguide.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('Guide (opens in a new tab)');
  });

  it('encodes a file path that has spaces', () => {
    // Content may name folders and files with spaces; the fixture files have none.
    renderDocument((document) => ({ ...document, path: 'demo/compatibility guide.pdf' }));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/secure-download?file=demo%2Fcompatibility%20guide.pdf');
  });

  it('shows the size when known', () => {
    renderDocument();
    expect(screen.getByText('4 KB')).toBeInTheDocument();
  });

  it('shows no size when the size is unknown', () => {
    const compiled = fixtureLine();
    compiled.fileSizes['secure-download'] = {};
    renderDocument(undefined, compiled);
    expect(screen.getByRole('link', { name: /^Guide/ })).toBeInTheDocument();
    expect(screen.queryByText(/KB/)).not.toBeInTheDocument();
  });

  it('is not a link when disabled', () => {
    renderDocument((document) => ({ ...document, disabled: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Guide')).toHaveAttribute('aria-disabled', 'true');
  });

  describe('with earlier versions', () => {
    /** The fixture's biomedical compatibility guide: version 2024 of 2024-02-01, with 2023 of 2023-06-01 before it. */
    function renderCompatibility(change: Change = (document) => document, previousVisit?: string) {
      const compiled = fixtureLine();
      const guide = documentOfType(
        compiled.sections['instructions-for-use'],
        'secure-download',
        (d) => d.name === 'Acme compatibility, for biomedical teams',
      );
      return renderWithProviders(<SecureDownloadDocument document={change(guide)} />, { compiled, previousVisit });
    }

    it('shows the current version and lists the earlier one at the secure address, in a new tab', async () => {
      renderCompatibility();
      expect(screen.getByText(/^Version 2024/)).toHaveTextContent('Version 2024 · February 01, 2024');
      await userEvent.click(screen.getByText('Previous versions'));
      const earlier = within(screen.getByRole('group')).getByRole('link', { name: /^Version 2023 – / });
      expect(earlier).toHaveAttribute('href', '/secure-download?file=acme%2Fcompatibility-2023.pdf');
      expect(earlier).toHaveAttribute('target', '_blank');
      expect(earlier).toHaveAccessibleName(/\(opens in a new tab\)$/);
      expect(screen.getByText('June 01, 2023')).toBeInTheDocument();
    });

    it('offers no earlier file when disabled', () => {
      renderCompatibility((document) => ({ ...document, disabled: true }));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByText('Previous versions')).not.toBeInTheDocument();
    });

    it('is badged Updated when it changed since the previous visit', () => {
      renderCompatibility(undefined, '2024-01-15');
      expect(screen.getByText('Updated')).toBeInTheDocument();
    });
  });
});
