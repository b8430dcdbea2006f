import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { documentOfType, routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DownloadsPage } from './downloads';

function renderDownloads(compiled: CompiledProduct = fixtureLine()) {
  const route = routeAt(compiled, '/demo/downloads');
  return renderWithProviders(<DownloadsPage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
  });
}

function cells(row: HTMLElement) {
  return [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );
}

describe('DownloadsPage', () => {
  it('lists every PDF download not flagged ignoreOnDownloads, with its size in KB', () => {
    renderDownloads();
    const [table] = screen.getAllByRole('table');
    const [header] = within(table as HTMLElement).getAllByRole('row');
    const rows = screen.getAllByRole('table').flatMap((group) => within(group).getAllByRole('row').slice(1));
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'File type', 'Size', 'Download']);
    // The fixture files' sizes: 3,639 bytes / 1024 = 4 KB, 1,000 = 1 KB, 34,816 = 34 KB, 24,576 = 24 KB, 1,132 = 1 KB.
    expect(rows.map((row) => cells(row).slice(0, 3))).toEqual([
      ['Acme setup guide', 'PDF', '4 KB'],
      ['Tips', 'PDF', '1 KB'],
      ['Enable KVO for the secondary titration workflow', 'PDF', '34 KB'],
      ['Instructions for use, software version 5', 'PDF', '24 KB'],
      ['Instructions for use, software version 4', 'PDF', '21 KB'],
      ['Flushing sheet', 'PDF', '1 KB'],
      ['Missing Content', 'PDF', '20 KB'],
    ]);
    expect(screen.queryByText('Drug library reports')).not.toBeInTheDocument();
    expect(screen.queryByText('Drug library checklist')).not.toBeInTheDocument();
  });

  it('groups the rows under the heading of the numbered section they are in', () => {
    renderDownloads();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => [
      heading.textContent,
      within(screen.getByRole('table', { name: heading.textContent ?? '' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ]);
    expect(groups).toEqual([
      ['Using the Pump', ['Acme setup guide', 'Tips']],
      [
        'Pharmacy',
        [
          'Enable KVO for the secondary titration workflow',
          'Instructions for use, software version 5',
          'Instructions for use, software version 4',
          'Flushing sheet',
          'Missing Content',
        ],
      ],
    ]);
  });

  it('narrows the rows to those whose name holds what is typed, whatever its case, and says how many', async () => {
    renderDownloads();
    const filter = screen.getByRole('searchbox', { name: 'Filter downloads' });
    expect(screen.getByRole('status')).toHaveTextContent('7 of 7 downloads');
    await userEvent.type(filter, 'INSTRUCTIONS');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Instructions for use, software version 5',
      'Instructions for use, software version 4',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 7 downloads');
    await userEvent.type(filter, ' nothing like it');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 7 downloads');
    expect(screen.getByText('No download matches “INSTRUCTIONS nothing like it”.')).toBeInTheDocument();
    await userEvent.clear(filter);
    expect(screen.getAllByRole('rowheader')).toHaveLength(7);
  });

  it('rounds the size to the nearest KB', () => {
    // The drug library reports file is 1,535 bytes (1.499 KB); the fixture keeps it off this page.
    const compiled = fixtureLine();
    const reports = documentOfType(compiled.sections['pharmacy-quick-tips'], 'download', (document) =>
      document.filePath.endsWith('library-reports.pdf'),
    );
    delete reports.ignoreOnDownloads;
    renderDownloads({ ...compiled, sections: { reports: { message: 'Reports', documents: [reports] } } });
    expect(cells(screen.getAllByRole('row')[1] as HTMLElement).slice(0, 3)).toEqual([
      'Drug library reports',
      'PDF',
      '1 KB',
    ]);
  });

  it('offers a Download link named after its document that opens the file in a new tab', () => {
    renderDownloads();
    const link = screen.getByRole('link', { name: 'Download Missing Content (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/public/demo/missing-content.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when the product line has nothing to print', () => {
    renderDownloads({ ...fixtureLine(), sections: {} });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There are no documents to print');
  });
});
