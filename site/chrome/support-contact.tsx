/** A sentence naming customer support, its `{phone}` and `{email}` drawn as links to the deployment's support line and address. */
import { useSite } from './site-context';
import { telHref } from './site-footer';
import { withParts } from './text-with-parts';

export function SupportContact({ text }: { text: string }) {
  const { settings } = useSite();
  return withParts(text, {
    phone: <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>,
    email: <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>,
  });
}
