/**
 * The GS1 Digital Link resolver: a device's label carries `<origin>/01/<GTIN>` (optionally with
 * `/10/<lot>`, `/21/<serial>` and the other qualifiers GS1 allows after a GTIN), and this sends the
 * phone that scans it to the device's instructions for use in the browser's language, or the site's
 * default language with a notice when they are not published in it. GTIN-8, -12 and -13 are the
 * same number as the GTIN-14 they pad to. `?linkType=all` (or `linkset`) answers the device's links
 * as an RFC 9264 link set, as GS1's resolvers do; an unknown or malformed GTIN gets a page saying so
 * (404), in the browser's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { digitalLinkPath, eifuLinePath } from '../../engine/shared/eifu/eifu-addresses';
import { gtin14 } from '../../engine/shared/gtin';
import { defaultLanguage, type Language } from '../../engine/shared/languages';
import { preferredLanguage } from '../languages/languages';
import { varyBy } from '../vary';
import { type EifuDevice, eifuLookupOf } from './eifu-lookup';
import { eifuContextOf, eifuPage, siteStylesheetsOf } from './eifu-page';
import { sendPage } from './eifu-routes';
import { notFoundBody } from './eifu-views';

/** The qualifiers GS1 Digital Link allows after a GTIN (CPV, lot, serial), each a key and a value. */
const qualifiers = new Set(['22', '10', '21']);

/** The GS1 link type of instructions for use, and the names a label's link may ask for it by. */
const eifuLinkType = 'https://gs1.org/voc/eifu';
const defaultLinkType = 'https://gs1.org/voc/defaultLink';
const linkSetTypes = new Set(['all', 'linkset']);

/** Whether the path after the GTIN is a list of known qualifiers, each with a value of GS1's form. */
function qualifiersValid(rest: readonly string[]): boolean {
  if (rest.length % 2 !== 0) return false;
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i] ?? '';
    const value = rest[i + 1] ?? '';
    if (!qualifiers.has(key) || !/^[\x21-\x7e]{1,20}$/.test(value)) return false;
  }
  return true;
}

/** The languages the device's instructions are published in, in the site's order. */
function deviceLanguages(device: EifuDevice, languages: readonly Language[]): Language[] {
  return languages.filter((language) => device.byLanguage.has(language.code));
}

/** Where the reader goes: their browser's language when the device has it, else the site's default (or the first it has). */
function targetOf(device: EifuDevice, request: FastifyRequest, gtin: string) {
  const { languages } = request.server.content;
  const available = deviceLanguages(device, languages);
  const header = request.headers['accept-language'];
  const chosen = preferredLanguage(header, available);
  const fallback = device.byLanguage.has(defaultLanguage(languages))
    ? defaultLanguage(languages)
    : (available[0]?.code ?? defaultLanguage(languages));
  // A browser that names languages, none of which the device has, is told so on the page.
  const asked = header !== undefined && header.trim() !== '' && header.trim() !== '*';
  const lang = chosen ?? fallback;
  const query = new URLSearchParams({ gtin });
  if (chosen === undefined && asked) query.set('fallback', '1');
  return `${eifuLinePath(device.model, lang)}?${query}`;
}

function linkSetOf(request: FastifyRequest, device: EifuDevice, gtin: string) {
  const origin = request.server.config.publicOrigin;
  const { languages } = request.server.content;
  const links = deviceLanguages(device, languages).map(({ code }) => {
    const documents = device.byLanguage.get(code) ?? [];
    return {
      href: `${origin}${eifuLinePath(device.model, code)}?gtin=${gtin}`,
      title: documents.map((d) => d.title).join('; '),
      hreflang: [code],
      type: 'text/html',
    };
  });
  const defaultLink = links.find((link) => link.hreflang[0] === defaultLanguage(languages)) ?? links[0];
  return {
    linkset: [
      {
        anchor: `${origin}${digitalLinkPath(gtin)}`,
        [eifuLinkType]: links,
        ...(defaultLink ? { [defaultLinkType]: [defaultLink] } : {}),
      },
    ],
  };
}

export function registerDigitalLinkResolver(app: FastifyInstance): void {
  const stylesheets = siteStylesheetsOf(app.config.siteDir);

  const missing = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: 'unknownDevice' | 'malformedDevice',
    gtin: string,
  ) => {
    const { languages } = app.content;
    const lang = preferredLanguage(request.headers['accept-language'], languages) ?? defaultLanguage(languages);
    const ctx = eifuContextOf(app, lang);
    varyBy(reply, 'Accept-Language');
    const body = notFoundBody(ctx, ctx.texts(key, { gtin }));
    return sendPage(reply, 404, eifuPage(ctx, stylesheets, { title: ctx.texts('notFoundTitle'), body }));
  };

  app.get<{ Params: { gtin: string; '*'?: string }; Querystring: { linkType?: string } }>(
    '/01/*',
    async (request, reply) => {
      const [given = '', ...rest] = (request.params['*'] ?? '').split('/');
      const gtin = gtin14(given);
      if (!gtin || !qualifiersValid(rest)) return missing(request, reply, 'malformedDevice', given.slice(0, 40));
      const device = eifuLookupOf(app.content.eifu).devices.get(gtin);
      if (!device) return missing(request, reply, 'unknownDevice', given);
      const linkType = typeof request.query.linkType === 'string' ? request.query.linkType : undefined;
      if (linkType !== undefined && linkSetTypes.has(linkType)) {
        return reply
          .header('content-type', 'application/linkset+json')
          .header('cache-control', 'public, max-age=300')
          .send(Buffer.from(JSON.stringify(linkSetOf(request, device, gtin))));
      }
      // Any other link type is answered with the one this resolver has, as GS1's resolvers answer
      // a type they lack with the default link.
      varyBy(reply, 'Accept-Language');
      return reply
        .header('cache-control', 'no-store')
        .header(
          'link',
          `<${app.config.publicOrigin}${digitalLinkPath(gtin)}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`,
        )
        .redirect(targetOf(device, request, gtin), 307);
    },
  );
}
