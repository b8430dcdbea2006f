import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct, DocumentOf } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { documentOfType } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DownloadDocument } from './download';

type Change = (document: DocumentOf<'download'>) => DocumentOf<'download'>;

/**
 * The fixture's version 5 instructions (24,576 bytes; version 5.0 Rev. B of 2025-07-08, with
 * 5.0 Rev. A of 2025-01-20 before it), changed as a test needs. Its Spanish file is left out: the
 * files in other languages are download-languages.test.tsx's.
 */
function renderDocument(
  change: Change = (document) => document,
  compiled: CompiledProduct = fixtureLine(),
  previousVisit?: string,
) {
  const { otherLanguages: _spanish, ...instructions } = documentOfType(
    compiled.sections['instructions-for-use'],
    'download',
    (document) => document.filePath === 'demo/instructions-for-use-v5.pdf',
  );
  return renderWithProviders(<DownloadDocument document={change(instructions)} />, { compiled, previousVisit });
}

describe('DownloadDocument', () => {
  it('links to the public file in a new tab without giving it the opener', () => {
    renderDocument();
    const link = screen.getByRole('link', { name: /^Instructions for use, software version 5/ });
    expect(link).toHaveAttribute('href', '/public/demo/instructions-for-use-v5.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
    expect(link).toHaveAccessibleName('Instructions for use, software version 5 (opens in a new tab)');
  });

  it('encodes each part of a file path that has spaces', () => {
    // Content may name folders and files with spaces; the fixture files have none.
    renderDocument((document) => ({ ...document, filePath: 'demo/quick tips/priming.pdf' }));
    expect(screen.getByRole('link', { name: /^Instructions for use, software version 5/ })).toHaveAttribute(
      'href',
      '/public/demo/quick%20tips/priming.pdf',
    );
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
    expect(screen.getByRole('link', { name: /^Instructions for use, software version 5/ })).toBeInTheDocument();
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

  it('shows the current version with its date', () => {
    renderDocument();
    expect(screen.getByText(/^Version 5\.0 Rev\. B/)).toHaveTextContent('Version 5.0 Rev. B · July 08, 2025');
  });

  it('shows its date when it is dated without a version, as release notes are', () => {
    const { container } = renderDocument(({ version: _version, versions: _earlier, ...document }) => ({
      ...document,
      name: 'Release notes, software 3.1',
      dateUpdated: '2025-09-12',
    }));
    const date = screen.getByText('September 12, 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-09-12');
    expect(container.querySelector('.doc-row')).toContainElement(date);
    expect(screen.queryByText(/Version/)).not.toBeInTheDocument();
  });

  it('shows neither version nor date when it has none', () => {
    renderDocument(({ version: _version, versions: _earlier, dateUpdated: _date, ...document }) => document);
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
    expect(screen.queryByText(/Version/)).not.toBeInTheDocument();
  });

  it('lists earlier versions behind a closed Previous versions disclosure, each opening its file in a new tab', async () => {
    renderDocument();
    const disclosure = screen.getByRole('group');
    const summary = within(disclosure).getByText('Previous versions');
    // Out of its row, e.g. in a screen reader's list of links, each control still names its document.
    expect(disclosure.querySelector('summary')).toHaveTextContent(
      'Previous versions – Instructions for use, software version 5',
    );
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(disclosure).toHaveAttribute('open');
    const earlier = within(disclosure).getByRole('link', {
      name: 'Version 5.0 Rev. A – Instructions for use, software version 5 (opens in a new tab)',
    });
    expect(earlier).toHaveAttribute('href', '/public/demo/instructions-for-use-v5-rev-a.pdf');
    expect(earlier).toHaveAttribute('target', '_blank');
    expect(earlier.getAttribute('rel')).toMatch(/\bnoopener\b/);
    const item = within(disclosure).getByRole('listitem');
    expect(within(item).getByText('January 20, 2025')).toHaveAttribute('datetime', '2025-01-20');
    // The fixture's earlier file is 1,142 bytes.
    expect(within(item).getByText('1 KB')).toBeInTheDocument();
    expect(within(item).getByText('First edition for software version 5.')).toBeInTheDocument();
  });

  it('shows neither a version nor a disclosure for a document without them', () => {
    renderDocument(({ version: _version, versions: _versions, ...document }) => document);
    expect(screen.queryByText(/Version/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows a version without a date when the document has none', () => {
    renderDocument(({ dateUpdated: _date, ...document }) => document);
    expect(screen.getByText('Version 5.0 Rev. B')).toBeInTheDocument();
  });

  it('offers no earlier file of a disabled document, only its version', () => {
    renderDocument((document) => ({ ...document, disabled: true }));
    expect(screen.getByText(/^Version 5\.0 Rev\. B/)).toHaveTextContent('Version 5.0 Rev. B · July 08, 2025');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is badged Updated when it changed since the previous visit, and not otherwise', () => {
    const { unmount } = renderDocument(undefined, undefined, '2025-07-01');
    expect(screen.getByText('Updated')).toBeInTheDocument();
    unmount();
    renderDocument(undefined, undefined, '2025-07-09');
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });

  it('is never badged on a first visit', () => {
    renderDocument();
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });
});
