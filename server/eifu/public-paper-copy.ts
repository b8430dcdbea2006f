/**
 * A free paper copy of public instructions for use, without a password: `/eifu/paper-copy` (and
 * `/<lang>/eifu/paper-copy`) shows a plain HTML form of the published documents; posting it stores
 * the request in the operators' queue (seven days to send it), marked as from the public pages and
 * with no account, and shows its reference. Each client address may make only so many a day, as in
 * the portal. A form without a session cannot carry a CSRF token bound to one, so a request whose
 * Origin (or Sec-Fetch-Site) names another site is refused: another site's page cannot fill the
 * queue in a visitor's name.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { copiesRange } from '../../engine/shared/documents/paper-copy-limits';
import { eifuPrefix } from '../../engine/shared/eifu/eifu-addresses';
import { pathInLanguage } from '../../engine/shared/languages';
import type { ErrorAnswer } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import { serverTextsOf } from '../languages/languages';
import { formProblems, normaliseFormTexts } from '../paper-copies/form-problems';
import { refusalOf } from '../paper-copies/paper-copy-limits';
import { storeWithNewReference } from '../paper-copies/reference';
import { limitKeyOf } from '../plugins/limit-key';
import { originStanding } from '../plugins/request-origin';
import { paperCopyRequestSchema } from '../plugins/schemas';
import { type PaperCopyQuota, PaperCopyQuotaError } from '../storage/records';
import { dayMs } from '../usage/usage-day';
import { eifuLookupOf } from './eifu-lookup';
import { type EifuPageContext, eifuContextOf, eifuPage, html, siteStylesheetsOf } from './eifu-page';
import { sendPage } from './eifu-routes';

interface FormValues {
  document?: string;
  copies?: string;
  name?: string;
  facility?: string;
  address?: string;
  email?: string;
}

/** Every published document, by the public address of its current file: what the form offers. */
function publishedDocuments(app: FastifyInstance, lang: string) {
  return app.content.eifu.lines.flatMap((line) => {
    const here = line.languages.find((l) => l.lang === lang) ?? line.languages[0];
    const all = line.languages.flatMap((l) => l.documents.map((d) => ({ lang: l.lang, document: d })));
    return [{ model: line.model, title: here?.title ?? line.model, documents: all }];
  });
}

function formBody(
  ctx: EifuPageContext,
  app: FastifyInstance,
  action: string,
  values: FormValues,
  problems?: ErrorAnswer,
): string {
  const { site, texts, lang } = ctx;
  const labels = site.paperCopy;
  const fieldProblem = (field: string) => {
    const problem = problems?.fields?.[field];
    return problem ? `<p class="eifu-error" id="${field}-problem">${html(problem)}</p>` : '';
  };
  const described = (field: string) =>
    problems?.fields?.[field] ? ` aria-describedby="${field}-problem" aria-invalid="true"` : '';
  const options = publishedDocuments(app, lang)
    .map(
      (line) =>
        `<optgroup label="${html(line.title)}">${line.documents
          .map(
            ({ lang: docLang, document }) =>
              `<option value="${html(document.current.address)}" lang="${html(docLang)}"${values.document === document.current.address ? ' selected' : ''}>${html(`${document.title} (${document.current.revision ?? document.current.dateOfIssue}, ${docLang})`)}</option>`,
          )
          .join('')}</optgroup>`,
    )
    .join('');
  const input = (field: keyof FormValues, label: string, type: string, extra = '') =>
    `<label for="${field}">${html(label)}</label>${fieldProblem(field)}<input id="${field}" name="${field}" type="${type}" value="${html(values[field] ?? '')}" required${extra}${described(field)}>`;
  return `<h1>${html(texts('paperCopyHeading'))}</h1>
<p>${html(labels.intro)}</p>
${problems ? `<div class="eifu-error" role="alert"><p>${html(texts('paperCopyRefused'))} ${html(problems.error)}</p></div>` : ''}
<form class="eifu-form" method="post" action="${html(action)}">
<label for="document">${html(labels.documentLabel)}</label>${fieldProblem('document')}
<select id="document" name="document" required${described('document')}>${options}</select>
${input('copies', labels.copiesLabel, 'number', ` min="${copiesRange.min}" max="${copiesRange.max}"`)}
${input('name', labels.nameLabel, 'text', ' autocomplete="name" maxlength="100"')}
${input('facility', labels.facilityLabel, 'text', ' autocomplete="organization" maxlength="200"')}
<label for="address">${html(labels.addressLabel)}</label>${fieldProblem('address')}<textarea id="address" name="address" rows="4" required maxlength="500" autocomplete="street-address"${described('address')}>${html(values.address ?? '')}</textarea>
${input('email', labels.emailLabel, 'email', ' autocomplete="email"')}
<button type="submit">${html(labels.submitLabel)}</button>
</form>`;
}

/** Another site's page posting here (a browser always says where a POST comes from). */
function fromAnotherSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  return originStanding(request, () => true) === 'foreign';
}

export async function publicPaperCopyRoutes(app: FastifyInstance): Promise<void> {
  const stylesheets = siteStylesheetsOf(app.config.siteDir);
  const { languages } = app.content;
  // The form posts as browsers do without a script; only this scope reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  for (const { code } of languages) {
    const path = pathInLanguage(`${eifuPrefix}/paper-copy`, code, languages);
    const show = (reply: FastifyReply, status: number, values: FormValues, problems?: ErrorAnswer, sent?: string) => {
      const ctx = eifuContextOf(app, code);
      const body = sent
        ? `<h1>${html(ctx.texts('paperCopyHeading'))}</h1><p class="eifu-notice" role="status">${html(ctx.texts('paperCopySent', { reference: sent }))}</p>`
        : formBody(ctx, app, path, values, problems);
      const alternates = languages.map((l) => ({
        lang: l.code,
        href: pathInLanguage(`${eifuPrefix}/paper-copy`, l.code, languages),
      }));
      // The portal's pages send no referrer, and a browser then names a form's origin "null"; this
      // page lets the browser name its own origin to this site, so the Origin check can tell it.
      void reply.header('referrer-policy', 'same-origin');
      return sendPage(
        reply,
        status,
        eifuPage(ctx, stylesheets, { title: ctx.texts('paperCopyHeading'), body, alternates }),
      );
    };

    app.get<{ Querystring: { document?: string; sent?: string } }>(path, async (request, reply) => {
      const sent = typeof request.query.sent === 'string' && /^PC-[A-Z0-9-]{4,20}$/.test(request.query.sent);
      const document = typeof request.query.document === 'string' ? request.query.document : undefined;
      return show(
        reply.header('cache-control', 'no-store'),
        200,
        document ? { document } : {},
        undefined,
        sent ? request.query.sent : undefined,
      );
    });

    app.post<{ Body: Record<string, unknown> }>(
      path,
      {
        attachValidation: true,
        preValidation: async (request) => {
          const body = normaliseFormTexts(request.body) as Record<string, unknown> | undefined;
          const values = (body ?? {}) as FormValues;
          const file = values.document ? eifuLookupOf(app.content.eifu).files.get(values.document) : undefined;
          const model = file ? values.document?.split('/')[3] : undefined;
          const copies = /^[0-9]{1,3}$/.test(values.copies ?? '') ? Number(values.copies) : values.copies;
          request.body = { ...body, model: model ?? 'unknown', copies };
        },
        schema: { body: paperCopyRequestSchema },
      },
      async (request, reply) => {
        const texts = serverTextsOf(request);
        const values = request.body as FormValues;
        if (fromAnotherSite(request)) {
          await audit(request, 'access-denied', 'public paper-copy request from another site', { collapse: true });
          return show(reply, 403, values, { error: texts('signInFromOtherSite') });
        }
        const clientKey = limitKeyOf(request.ip);
        const quotas: PaperCopyQuota[] = [
          { by: 'address', value: clientKey, max: app.config.paperCopyAddressDailyLimit, since: app.now() - dayMs },
        ];
        const refused = (used: Parameters<typeof refusalOf>[0]) => {
          const refusal = refusalOf(used, texts);
          return (
            refusal &&
            show(reply.header('retry-after', String(refusal.retryAfter)), 429, values, { error: refusal.error })
          );
        };
        const early = refused(await app.storage.paperCopies.usedQuotas(quotas));
        if (early) return early;
        if (request.validationError)
          return show(reply, 400, values, formProblems(request.validationError.validation, texts));
        const address = String(values.document ?? '');
        const lookup = eifuLookupOf(app.content.eifu);
        const model = address.split('/')[3] ?? '';
        const document = lookup.lines
          .get(model)
          ?.languages.flatMap((l) => l.documents)
          .find((d) => d.current.address === address);
        if (!document) {
          const problem = {
            error: texts('paperCopyNotInstructions'),
            fields: { document: texts('paperCopyNotInstructionsField') },
          };
          return show(reply, 400, values, problem);
        }
        const body = request.body as unknown as {
          copies: number;
          name: string;
          facility: string;
          address: string;
          email: string;
        };
        try {
          const stored = await storeWithNewReference(
            app.storage,
            {
              createdAt: app.now(),
              account: '',
              sessionId: null,
              clientKey,
              source: 'public',
              model,
              documentName: document.title,
              documentPath: address,
              documentVersion: document.current.revision ?? null,
              copies: body.copies,
              name: body.name,
              facility: body.facility,
              address: body.address,
              email: body.email,
            },
            { quotas },
          );
          await audit(
            request,
            'paper-copy-requested',
            `${stored.reference}: ${model} ${address}, ${stored.copies} copies (public page)`,
            { account: null },
          );
          return reply.redirect(`${path}?sent=${encodeURIComponent(stored.reference)}`, 303);
        } catch (error) {
          const raced = error instanceof PaperCopyQuotaError ? refused(error.used) : undefined;
          if (raced) return raced;
          throw error;
        }
      },
    );
  }
}
