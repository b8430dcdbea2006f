/** Site footer: legal links, the customer support line and the copyright line. */
import type { ReactNode } from 'react';
import { useSite } from './site-context';

/** tel: addresses take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** `extra`: a line of the signed-in pages' own, the search shortcut's setting. */
export function SiteFooter({ extra }: { extra?: ReactNode }) {
  const { site, settings } = useSite();
  const { footer } = site;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={site.chrome.legalNavigation}>
          <ul className="site-footer__links">
            {footer.links.map((link) => (
              <li key={link.href}>
                {/* The manufacturer's published notices live on its own site: a new tab keeps the portal open. */}
                {link.href.startsWith('https://') ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ) : (
                  <a href={link.href}>{link.label}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p>
          {footer.supportLabel} <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>
        </p>
        {extra && <p>{extra}</p>}
        <p>
          © {footer.copyrightYear} {footer.copyrightHolder}
        </p>
      </div>
    </footer>
  );
}
