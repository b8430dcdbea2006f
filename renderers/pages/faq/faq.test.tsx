import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledProduct, SectionResource } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FaqPage } from './faq';

const faqPath = '/demo/internal/implementation/faq';

const implementationFaqSection = fixtureLine().sections['implementation-faq'] as SectionResource;

function renderFaq(
  section: SectionResource | undefined = implementationFaqSection,
  path = faqPath,
  compiled: CompiledProduct = fixtureLine(),
) {
  const route = routeAt(compiled, path);
  return renderWithProviders(<FaqPage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('FaqPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is titled Frequently Asked Questions and numbers its questions 01, 02', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '01 Do the pumps integrate with our electronic health record?',
      '02 How long does an implementation project take?',
    ]);
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderFaq();
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /electronic health record/ })).toBeVisible();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(second);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the answer paragraphs, the integrated-systems list and the timeline image', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: /electronic health record/ }));
    expect(screen.getByText('Yes. The pump system is designed for interoperability.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Electronic medical record',
      'Patient registration',
      'Nurse call',
      'Clinical workflow',
      'Realtime location',
    ]);
    await user.click(screen.getByRole('button', { name: /How long/ }));
    expect(screen.getByText(/About 4-6 months/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Sample implementation timeline/ })).toBeInTheDocument();
  });

  it('throws for a route without a sectionName', () => {
    // React reports the error it rethrows; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The compiler refuses a FAQ route without one, so the compiled fixture is patched.
    const compiled = fixtureLine();
    const pharmacyFaq = '/demo/internal/pharmacy/faq';
    delete routeAt(compiled, pharmacyFaq).meta.sectionName;
    expect(() => renderFaq(implementationFaqSection, pharmacyFaq, compiled)).toThrow(
      'FAQ route requires a sectionName',
    );
  });

  it('says so when the section has no questions', () => {
    renderFaq({ ...implementationFaqSection, faq: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('No questions have been answered here yet.');
  });
});
