import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../auth/credentials';
import { fixtureFiles } from '../testing/fixture-content';
import { addSpanish } from '../testing/spanish-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { preferredLanguage } from './languages';
import { serverTextDefaults } from './server-texts';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

describe('preferredLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['es-MX', 'es'],
    ['ES-es', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.5', 'en'],
    ['*', 'en'],
    ['fr', undefined],
    ['es;q=0', undefined],
    ['', undefined],
    [';;;q=x,,', undefined],
    [`es,${'x;q=0.1,'.repeat(200)}`, undefined],
  ])('%s → %s', (header, lang) => {
    expect(preferredLanguage(header, languages)).toBe(lang);
  });
});

let t: TestApp;

/** Spanish server texts, as the Spanish site settings carry them once translated. */
const messages = {
  passwordIncorrect: 'La contraseña es incorrecta',
  signInFirst: 'Inicie sesión primero',
  noSuchFile: 'No existe ese archivo en las líneas de producto de esta cuenta',
  notFound: 'No encontrado',
  unknownLanguage: 'El sitio no tiene el idioma «{lang}»; tiene {languages}',
  fieldNotAnEmail: 'No es una dirección de correo válida',
  fieldWholeNumber: 'Un número entero de {minimum} a {maximum}',
  paperCopySessionLimit: 'Demasiadas solicitudes desde esta sesión; inténtelo de nuevo en {wait}',
};

function translate(): void {
  const es = t.app.content.byLanguage.get('es');
  if (!es) throw new Error('no Spanish content');
  t.app.content.byLanguage.set('es', { ...es, site: { ...es.site, serverMessages: messages } as typeof es.site });
}

const signInWith = (password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf(password) }, headers });

describe("the server's texts", () => {
  beforeEach(async () => {
    t = await createTestApp({ beforeBuild: addSpanish });
  });
  afterEach(async () => {
    await t.close();
  });

  it("are written in the request's language: ?lang=, the page's prefix or the remembered choice", async () => {
    translate();
    const spanish = { error: messages.passwordIncorrect, reason: 'password-incorrect' };
    expect((await signInWith('wrong', { cookie: 'lang=es' })).json()).toEqual(spanish);
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/session?lang=es', payload: { authKey: authKeyOf('x') } })
      ).json(),
    ).toEqual(spanish);
    expect((await signInWith('wrong')).json()).toEqual({
      error: serverTextDefaults.passwordIncorrect,
      reason: 'password-incorrect',
    });
    expect((await t.app.inject({ url: '/api/catalogue?lang=es' })).json()).toEqual({ error: messages.signInFirst });
    expect((await t.app.inject({ url: '/api/site?lang=fr', headers: { cookie: 'lang=es' } })).json()).toEqual({
      error: 'El sitio no tiene el idioma «fr»; tiene en, es',
    });
    // Asked by a script: a browser that opens the address reads a page (routes/error-pages.test.ts).
    const notFound = await t.app.inject({ url: '/es/api/nothing', headers: { accept: 'application/json' } });
    expect(notFound.json()).toEqual({ error: messages.notFound });
  });

  it('fall back to English where the language has no translation of a text', async () => {
    const cookie = await signIn(t.app, 'demo');
    const response = await t.app.inject({ url: `/public/${fixtureFiles.otherTips}x?lang=es`, headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: serverTextDefaults.noSuchFile });
    translate();
    const translated = await t.app.inject({ url: `/public/${fixtureFiles.otherTips}x?lang=es`, headers: { cookie } });
    expect(translated.json()).toEqual({ error: messages.noSuchFile });
  });

  it("tell a paper-copy form's problems and limits in the reader's language", async () => {
    translate();
    const cookie = `${await signIn(t.app, 'demo')}; lang=es`;
    const form = {
      model: 'demo-pump',
      document: 'download:demo/instructions-for-use-v5.pdf',
      copies: 0,
      name: 'Ada',
      facility: 'Hospital',
      address: 'Calle 1',
      email: 'x',
    };
    const send = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/paper-copy-requests', payload: body, headers: { cookie } });
    const refused = await send(form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      copies: 'Un número entero de 1 a 10',
      email: messages.fieldNotAnEmail,
    });
    for (let made = 0; made < 5; made++) {
      expect((await send({ ...form, copies: 1, email: 'ada@example.org' })).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const limited = await send({ ...form, copies: 1, email: 'ada@example.org' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Demasiadas solicitudes desde esta sesión; inténtelo de nuevo en 55 minutos');
  });
});
