import { screen, within } from '@testing-library/react';
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
    const table = screen.getByRole('table', { name: 'Downloads to Print' });
    const [header, ...rows] = within(table).getAllByRole('row');
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
