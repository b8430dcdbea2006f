/** FAQ: numbered question and answer slots of the route's section, as an accordion with one item open at a time. */

import type { PageProps } from '../../../engine/rendering/contract';
import { useSiteTexts } from '../../../engine/rendering/render-context';
import { sectionNumber } from '../../../engine/shared/numbering';
import type { FaqItem } from '../../../schema/generated/section';
import { Accordion } from '../../shared/accordion/accordion';
import { ContentImage } from '../../shared/content-image/content-image';
import { fallbackLangOf, InLanguage } from '../../shared/in-language';
import { Paragraphs } from '../../shared/paragraphs';
import '../pages.css';

export function FaqPage({ route, section }: PageProps) {
  // A content mistake the error page reports, rather than an empty page nobody notices.
  if (!route.meta.sectionName) throw new Error('FAQ route requires a sectionName');
  const items = section?.faq ?? [];
  // Every FAQ page carries this title, whatever its route is called in menus and breadcrumbs.
  const texts = useSiteTexts().documents;
  return (
    <div className="page faq-page">
      <h1 className="page__title">{texts.faqTitle}</h1>
      <InLanguage lang={fallbackLangOf(section)}>
        {section && <p className="page__lead">{section.message}</p>}
        {items.length === 0 ? (
          <p role="alert" className="page__alert page__alert--info">
            {texts.faqEmpty}
          </p>
        ) : (
          <Accordion
            headingLevel={2}
            items={items.map((item, index) => ({
              key: item.question,
              heading: (
                <span>
                  {/* The space keeps "01 Question" two words for assistive technology. */}
                  <span className="accordion__number">{sectionNumber(index)}</span> {item.question}
                </span>
              ),
              panel: <Answer item={item} />,
            }))}
          />
        )}
      </InLanguage>
    </div>
  );
}

function Answer({ item }: { item: FaqItem }) {
  return (
    <>
      <Paragraphs text={item.answer} />
      {item.list && (
        <ul>
          {item.list.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
      {item.image && <ContentImage className="page__image" image={item.image} />}
    </>
  );
}
