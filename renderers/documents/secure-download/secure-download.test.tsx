import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../../engine/types';
import { fixtureCompiled } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SecureDownloadDocument } from './secure-download';

const guide: DocumentOf<'secure-download'> = {
  type: 'secure-download',
  name: 'Compatibility guide',
  path: 'demo/compatibility guide.pdf',
};

function renderDocument(document: DocumentOf<'secure-download'>, bytes?: number) {
  const sizes = bytes === undefined ? {} : { [document.path]: bytes };
  const compiled = fixtureCompiled({}, { download: {}, 'secure-download': sizes });
  return renderWithProviders(<SecureDownloadDocument document={document} />, { compiled });
}

describe('SecureDownloadDocument', () => {
  it('links to the secure download endpoint in the same tab', () => {
    renderDocument(guide);
    const link = screen.getByRole('link', { name: 'Compatibility guide' });
    expect(link).toHaveAttribute('href', '/secure-download?file=demo%2Fcompatibility%20guide.pdf');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows the size when known', () => {
    renderDocument(guide, 1_048_576);
    expect(screen.getByText('1024 KB')).toBeInTheDocument();
  });

  it('is not a link when disabled', () => {
    renderDocument({ ...guide, disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Compatibility guide')).toHaveAttribute('aria-disabled', 'true');
  });
});
