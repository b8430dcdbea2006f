import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaperCopyOutcome } from '../../../engine/rendering/contract';
import type { PaperCopyRequest, SectionResource } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { InstructionsForUsePage } from './instructions-for-use';

const texts = fixtureSite().paperCopy;
const instructions = fixtureLine().sections['instructions-for-use'] as SectionResource;

function renderPage(
  requestPaperCopy: (request: PaperCopyRequest) => Promise<PaperCopyOutcome> = vi.fn(),
  section: SectionResource = instructions,
) {
  const compiled = fixtureLine();
  const route = routeAt(compiled, '/demo/internal/pharmacy/instructions-for-use');
  renderWithProviders(<InstructionsForUsePage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
    actions: { requestPaperCopy },
  });
  return { user: userEvent.setup(), opener: screen.getByRole('button', { name: texts.buttonLabel }) };
}

const form = () => screen.getByRole('region', { name: texts.heading });

async function fillIn(user: ReturnType<typeof userEvent.setup>, name = 'Ada Nurse') {
  await user.type(screen.getByLabelText(texts.nameLabel), name);
  await user.type(screen.getByLabelText(texts.facilityLabel), 'St Mary’s Hospital');
  await user.type(screen.getByLabelText(texts.addressLabel), 'Ward 7{Enter}1 Main Street');
  await user.type(screen.getByLabelText(texts.emailLabel), 'ada@example.org');
}

describe('paper-copy request on an instructions-for-use page', () => {
  it('opens a form in place with focus in it and the first document of the page preselected', async () => {
    const { user, opener } = renderPage();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: texts.heading })).not.toBeInTheDocument();

    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('aria-controls', form().id);
    expect(screen.getByRole('heading', { level: 2, name: texts.heading })).toHaveFocus();
    const select = screen.getByLabelText(texts.documentLabel);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Instructions for use, software version 5 (Version 5.0 Rev. B)',
      'Instructions for use, software version 4',
      'Flushing sheet',
      'Acme compatibility, for biomedical teams (Version 2024)',
    ]);
    expect(select).toHaveValue('download:demo/instructions-for-use-v5.pdf');
    expect(screen.getByLabelText(texts.copiesLabel)).toHaveValue(1);
    for (const label of [texts.nameLabel, texts.facilityLabel, texts.addressLabel, texts.emailLabel]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('closes with Escape or Cancel and puts focus back on the button', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    await user.click(screen.getByLabelText(texts.nameLabel));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: texts.heading })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: texts.cancelLabel }));
    expect(screen.queryByRole('region', { name: texts.heading })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('sends what was typed with the chosen document, says it is sending, then shows the reference', async () => {
    let answer: (outcome: PaperCopyOutcome) => void = () => {};
    const requestPaperCopy = vi.fn(() => new Promise<PaperCopyOutcome>((resolve) => (answer = resolve)));
    const { user, opener } = renderPage(requestPaperCopy);
    await user.click(opener);
    await user.selectOptions(screen.getByLabelText(texts.documentLabel), 'Flushing sheet');
    await user.clear(screen.getByLabelText(texts.copiesLabel));
    await user.type(screen.getByLabelText(texts.copiesLabel), '3');
    await fillIn(user, ' Ada Nurse ');
    await user.click(screen.getByRole('button', { name: texts.submitLabel }));

    const sending = screen.getByRole('button', { name: texts.sendingLabel });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(requestPaperCopy).toHaveBeenCalledTimes(1);
    expect(requestPaperCopy).toHaveBeenCalledWith({
      model: 'demo-pump',
      document: 'download:demo/flushing-sheet.pdf',
      copies: 3,
      name: ' Ada Nurse ',
      facility: 'St Mary’s Hospital',
      address: 'Ward 7\n1 Main Street',
      email: 'ada@example.org',
    });

    answer({ ok: true, reference: 'PC-7K3M-Q9XD' });
    const sent = await screen.findByText('Thank you. Your request has been received; its reference is PC-7K3M-Q9XD.');
    expect(sent).toHaveFocus();
    expect(screen.getByRole('status')).toContainElement(sent);
    expect(screen.queryByLabelText(texts.nameLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.closeLabel }));
    expect(opener).toHaveFocus();
  });

  it("shows the server's message under each refused field, announced, with the typed text kept as text", async () => {
    const requestPaperCopy = vi.fn(
      async (): Promise<PaperCopyOutcome> => ({
        ok: false,
        message: '',
        fields: { email: 'Not a valid email address', address: 'At most 500 characters' },
      }),
    );
    const { user, opener } = renderPage(requestPaperCopy);
    await user.click(opener);
    await fillIn(user, '<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: texts.submitLabel }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.failed);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${texts.addressLabel}: At most 500 characters`, `${texts.emailLabel}: Not a valid email address`]);
    const address = screen.getByLabelText(texts.addressLabel);
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('At most 500 characters');
    expect(screen.getByLabelText(texts.emailLabel)).toHaveAccessibleDescription('Not a valid email address');
    expect(screen.getByLabelText(texts.nameLabel)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(texts.nameLabel)).toHaveValue('<img src=x onerror=alert(1)>');
    expect(form().querySelector('img')).toBeNull();
  });

  it('shows why a request failed when no field is to blame', async () => {
    const { user, opener } = renderPage(async () => ({ ok: false, message: 'Too many attempts.', fields: {} }));
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: texts.submitLabel }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${texts.failed}Too many attempts.`);
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers no paper copy on a page without a document to print', () => {
    const compiled = fixtureLine();
    const route = routeAt(compiled, '/demo/internal/pharmacy/instructions-for-use');
    const section: SectionResource = { ...instructions, documents: [{ type: 'sectiontext', text: 'Only words' }] };
    renderWithProviders(<InstructionsForUsePage route={route} compiled={compiled} section={section} />, {
      compiled,
      initialEntries: [route.path],
    });
    expect(screen.queryByRole('button', { name: texts.buttonLabel })).not.toBeInTheDocument();
  });
});
