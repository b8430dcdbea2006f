/**
 * Contact: the product line's support message and lines. The support phone and
 * email come from the deployment settings (supportPhone, supportEmail) when the
 * content does not name its own.
 */
import type { PageProps } from '../../../engine/rendering/contract';
import { useRenderContext } from '../../../engine/rendering/render-context';
import type { SiteSettings } from '../../../engine/shared/types';
import type { ContactInfo } from '../../../schema/generated/product';
import '../pages.css';
import './contact.css';

/** The site texts that name the support lines. */
type Labels = Pick<SiteSettings['documents'], 'phoneLabel' | 'emailLabel'>;

interface Line {
  label: string;
  text: string;
  link?: string;
}

/** A tel: link keeps only the digits and a leading plus of the number as shown. */
export function telLink(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}

function linesOf(contact: ContactInfo | undefined, phone: string, email: string, labels: Labels): Line[] {
  const lines: Line[] = [];
  if (contact?.phone) lines.push({ label: labels.phoneLabel, ...contact.phone });
  else if (phone) lines.push({ label: labels.phoneLabel, text: phone, link: telLink(phone) });
  if (contact?.email)
    lines.push({ label: labels.emailLabel, text: contact.email.text, link: `mailto:${contact.email.address}` });
  else if (email) lines.push({ label: labels.emailLabel, text: email, link: `mailto:${email}` });
  return [...lines, ...(contact?.lines ?? [])];
}

export function ContactPage({ route, compiled }: PageProps) {
  const { settings, site } = useRenderContext();
  const contact = compiled.product.contact;
  const lines = linesOf(contact, settings.supportPhone, settings.supportEmail, site.documents);
  return (
    <div className="page contact-page">
      <h1 className="page__title">{route.meta.title}</h1>
      {contact && <p className="page__lead">{contact.message}</p>}
      <dl className="contact-lines">
        {lines.map((line) => (
          <div key={`${line.label}:${line.text}`} className="contact-lines__item">
            <dt className="contact-lines__label">{line.label}</dt>
            <dd className="contact-lines__value">
              {line.link ? (
                <a className="contact-lines__link" href={line.link}>
                  {line.text}
                </a>
              ) : (
                line.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
