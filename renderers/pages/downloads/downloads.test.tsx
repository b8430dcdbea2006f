import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct } from '../../../engine/types';
import { routeAt } from '../../testing/fixtures';
import { pagesCompiled } from '../../testing/page-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DownloadsPage } from './downloads';

function renderDownloads(compiled: CompiledProduct = pagesCompiled) {
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
    // 348,160 bytes / 1024 = 340 KB; 2,457,600 / 1024 = 2400 KB; 20,480 / 1024 = 20 KB.
    expect(rows.map((row) => cells(row).slice(0, 3))).toEqual([
      ['Enable KVO for the secondary titration workflow', 'PDF', '340 KB'],
      ['Instructions for use, software version 5', 'PDF', '2400 KB'],
      ['Instructions for use, software version 4', 'PDF', '2100 KB'],
      ['Missing Content', 'PDF', '20 KB'],
    ]);
    expect(screen.queryByText('Drug library reports')).not.toBeInTheDocument();
    expect(screen.queryByText('Drug library checklist')).not.toBeInTheDocument();
  });

  it('rounds the size to the nearest KB', () => {
    const document = { type: 'download', name: 'Tiny', filePath: 'demo/tiny.pdf' } as const;
    renderDownloads({
      ...pagesCompiled,
      sections: { tiny: { message: 'Tiny', documents: [document] } },
      fileSizes: { download: { 'demo/tiny.pdf': 1_535 }, 'secure-download': {} },
    });
    expect(cells(screen.getAllByRole('row')[1] as HTMLElement)).toContain('1 KB');
  });

  it('offers a Download link named after its document that opens the file in a new tab', () => {
    renderDownloads();
    const link = screen.getByRole('link', { name: 'Download Missing Content (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/public/demo/missing-content.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when the product line has nothing to print', () => {
    renderDownloads({ ...pagesCompiled, sections: {} });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There are no documents to print');
  });
});
