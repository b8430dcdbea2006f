/**
 * The notice on a Spanish page: a file of its own, since the page's date locale is loaded once per
 * page, as a browser loads it once per address.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureLine, fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account, siteAnswerIn } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

const line = fixtureLine(fixtureModels.first, 'es');
const [first] = line.acknowledgements ?? [];
if (!first) throw new Error('the fixture line asks for a document to be confirmed');
const ifu = { model: fixtureModels.first, line: line.product.title, ...first };

describe('the notice of documents to read and confirm, in Spanish', () => {
  beforeAll(loadProductArea);

  it('says it all in Spanish, with the date as Spanish writes it', async () => {
    // The fixture's Spanish site texts, as the server answers them for a Spanish page.
    fakeApi({
      site: { ...siteAnswerIn('es'), site: fixtureSite('es') },
      acknowledgements: { canConfirm: true, documents: [ifu] },
    });
    storeSession(account);
    renderApp('/es/', { lang: 'es' });
    const region = await screen.findByRole('region', { name: 'Leer y confirmar' });
    expect(region).toHaveTextContent(
      `Nueva versión de ${ifu.name} (versión ${ifu.version}, 21 de agosto de 2025): léala y confirme`,
    );
    await userEvent.click(within(region).getByRole('link', { name: /^Abrir / }));
    const understood = within(region).getByRole('checkbox', {
      name: `He leído y comprendido la versión ${ifu.version}`,
    });
    expect(understood).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});
