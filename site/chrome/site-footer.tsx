/** Site footer: legal links, the customer support line and the copyright line. */
import { SlashShortcutSetting } from '../search/slash-shortcut-setting';
import { useSession } from '../session/session-context';
import { useSite } from './site-context';

/** tel: addresses take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  const { site, settings } = useSite();
  const { footer } = site;
  // The shortcut belongs to the search field, which only a signed-in page has.
  const { authenticated } = useSession();
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
        {authenticated && (
          <p>
            <SlashShortcutSetting />
          </p>
        )}
        <p>
          © {footer.copyrightYear} {footer.copyrightHolder}
        </p>
      </div>
    </footer>
  );
}
