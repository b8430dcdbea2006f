import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { demoSettings } from '../../testing/providers';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LearningLibraryPage } from './learning-library';

function renderLibrary(learningLibraryUrl = demoSettings.learningLibraryUrl) {
  const compiled = fixtureLine();
  const route = routeAt(compiled, '/demo/external/pharmacy/initial-training');
  return renderWithProviders(<LearningLibraryPage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
    settings: { ...demoSettings, learningLibraryUrl },
  });
}

describe('LearningLibraryPage', () => {
  it('frames the learning library at the address the deployment sets, titled like the route', () => {
    renderLibrary('/public/training/library/start.html');
    expect(screen.getByRole('heading', { level: 1, name: 'Pharmacy Learning Library' })).toBeInTheDocument();
    expect(screen.getByTitle('Pharmacy Learning Library')).toHaveAttribute(
      'src',
      '/public/training/library/start.html',
    );
  });

  it('says so when the deployment sets no address', () => {
    renderLibrary('');
    expect(screen.getByRole('alert')).toHaveTextContent('The learning library is not available.');
  });
});
