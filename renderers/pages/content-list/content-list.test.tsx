import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Document, SectionResource } from '../../../engine/types';
import { fixtureCompiled, routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContentListPage } from './content-list';

const documents: Document[] = [
  { type: 'sectionHeader', title: 'Setting up' },
  { type: 'download', name: 'Priming', filePath: 'demo/priming.pdf', dateUpdated: '2025-09-30' },
  { type: 'download', name: 'Air alarms', filePath: 'demo/air.pdf', dateUpdated: '2024-01-17' },
  { type: 'download', name: 'Old priming', filePath: 'demo/old.pdf', dateUpdated: '2025-12-01', hidden: true },
  { type: 'route', name: 'Go to Initial Training', to: 'using-training' },
];
const tips: SectionResource = {
  message: 'Short reminders for the bedside.',
  subMessage: 'Check your protocols.',
  documents,
};

function renderList(section: SectionResource | undefined) {
  const compiled = fixtureCompiled(section ? { tips: section } : {});
  const route = routeAt(compiled, '/demo/internal/using/quick-tips');
  return renderWithProviders(<ContentListPage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('ContentListPage', () => {
  it('shows the route title, the messages and every visible document', () => {
    renderList(tips);
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeInTheDocument();
    expect(screen.getByText('Short reminders for the bedside.')).toBeInTheDocument();
    expect(screen.getByText('Check your protocols.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Priming (opens in a new tab)',
      'Air alarms (opens in a new tab)',
      'Go to Initial Training',
    ]);
  });

  it('leaves hidden documents out', () => {
    renderList(tips);
    expect(screen.queryByText(/Old priming/)).not.toBeInTheDocument();
  });

  it('dates the content by the latest visible document, ignoring hidden ones', () => {
    renderList(tips);
    expect(screen.getByText('Content updated September 30, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no sub-message when the section has none', () => {
    renderList({ ...tips, subMessage: undefined });
    expect(screen.queryByText('Check your protocols.')).not.toBeInTheDocument();
  });

  it('says so when no visible document is dated', () => {
    renderList({ ...tips, documents: documents.filter((document) => document.hidden || !document.dateUpdated) });
    expect(screen.getByRole('alert')).toHaveTextContent('No documents found for this section');
    expect(screen.queryByText(/Content updated/)).not.toBeInTheDocument();
  });

  it('hides the date line when the section asks to', () => {
    renderList({ ...tips, hideContentMessage: true });
    expect(screen.queryByText(/Content updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a missing section instead of drawing a blank page', () => {
    renderList(undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This section has no content yet');
  });
});
