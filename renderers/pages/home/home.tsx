/**
 * Product home: the line's picture beside its welcome text, the link to What's new (badged when
 * something changed since the reader's previous visit), the site's notice of documents to read and
 * confirm, the first numbered section as cards, the others as link lists; sections and sub-pages
 * show the icons the content names.
 */
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../engine/rendering/contract';
import { useRenderContext } from '../../../engine/rendering/render-context';
import { changedSince } from '../../../engine/shared/dates';
import { whatsNewOf, whatsNewRoute } from '../../../engine/shared/documents/whats-new';
import { sectionNumber } from '../../../engine/shared/numbering';
import type { CompiledProduct, CompiledProductLine, MapLink } from '../../../engine/shared/types';
import { UpdatedBadge } from '../../documents/document-row';
import { RecentNotices } from '../../notices/notice/notice';
import { ContentImage } from '../../shared/content-image/content-image';
import { fallbackLangOf, InLanguage } from '../../shared/in-language';
import { ProductIcon } from '../../shared/product-icon/product-icon';
import '../pages.css';

/** The first section is the product's main entry point, so it gets the larger cards. */
const sectionVariants = {
  cards: { list: 'home-cards', item: 'home-card', icon: 'home-card__icon', iconSize: 28, label: 'home-card__label' },
  links: { list: 'home-links', item: 'home-link', icon: 'home-link__icon', iconSize: 20, label: 'home-link__label' },
} as const;

export function HomePage({ compiled }: PageProps) {
  const { product } = compiled;
  const { homeNotice } = useRenderContext();
  // An untranslated home is the default language's throughout, its title too.
  return (
    <div className="page home-page">
      {/* A safety notice comes before anything else the line says. */}
      <RecentNotices />
      <InLanguage lang={fallbackLangOf(product)}>
        <div className="home-hero">
          <div className="home-hero__text">
            <h1 className="page__title">{product.title}</h1>
            <p className="page__lead">{product.welcome}</p>
            <WhatsNewLink compiled={compiled} />
          </div>
          <ContentImage className="home-hero__picture" image={product.card.image} />
        </div>
        {homeNotice}
        {product.map.map((section, index) => (
          <HomeSection
            key={section.key}
            product={product}
            section={section}
            number={sectionNumber(index)}
            variant={index === 0 ? 'cards' : 'links'}
          />
        ))}
      </InLanguage>
    </div>
  );
}

function WhatsNewLink({ compiled }: { compiled: CompiledProduct }) {
  const { previousVisit } = useRenderContext();
  const route = whatsNewRoute(compiled);
  const changed = useMemo(
    () => whatsNewOf(compiled).some(({ document }) => changedSince(document, previousVisit)),
    [compiled, previousVisit],
  );
  if (!route) return null;
  return (
    <p className="home-whats-new">
      <Link className="home-link" to={route.path}>
        <span className="home-link__label">{route.meta.title}</span>
      </Link>
      {changed && <UpdatedBadge />}
    </p>
  );
}

interface HomeSectionProps {
  product: CompiledProductLine;
  section: MapLink;
  number: string;
  variant: keyof typeof sectionVariants;
}

function HomeSection({ product, section, number, variant }: HomeSectionProps) {
  const classes = sectionVariants[variant];
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__heading">
        {section.icon && (
          <ProductIcon
            icons={product.icons}
            name={section.icon.name}
            height={section.icon.height}
            className="home-section__icon"
          />
        )}
        {/* The space makes assistive technology read "01 Using the Pump", not "01Using the Pump". */}
        <span className="home-section__number">{number}</span>{' '}
        <span className="home-section__title">{section.title}</span>
      </h2>
      {section.subPages.length > 0 && (
        <ul className={classes.list}>
          {section.subPages.map((page) => (
            <li key={page.key}>
              <Link className={classes.item} to={page.path}>
                {page.icon && (
                  <ProductIcon
                    icons={product.icons}
                    name={page.icon}
                    height={classes.iconSize}
                    className={classes.icon}
                  />
                )}
                <span className={classes.label}>{page.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
