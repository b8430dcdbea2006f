/**
 * Implementation overview: the phases in order, the sample timeline picture, an
 * accordion (the critical roles) and closing statements, all from the section.
 */
import type { PageProps } from '../../../engine/rendering/contract';
import type { TitledText } from '../../../schema/generated/section';
import { Accordion } from '../../shared/accordion/accordion';
import { ContentImage } from '../../shared/content-image/content-image';
import { fallbackLangOf, InLanguage } from '../../shared/in-language';
import { NoContentYet } from '../../shared/no-content-yet';
import { Paragraphs } from '../../shared/paragraphs';
import '../pages.css';
import './implementation-overview.css';

export function ImplementationOverviewPage({ route, section }: PageProps) {
  if (!section) return <NoContentYet title={route.meta.title} className="implementation-page" />;
  const { phases = [], accordion = [], notes = [] } = section;
  return (
    <div className="page implementation-page">
      <h1 className="page__title">{route.meta.title}</h1>
      <InLanguage lang={fallbackLangOf(section)}>
        <p className="page__lead">{section.message}</p>
        {section.subMessage && <p>{section.subMessage}</p>}
        {section.phasesTitle && <h2 className="page__heading">{section.phasesTitle}</h2>}
        {phases.length > 0 && <Phases phases={phases} headingLevel={section.phasesTitle ? 3 : 2} />}
        {section.image && <ContentImage className="page__image" image={section.image} />}
        {section.accordionTitle && <h2 className="page__heading">{section.accordionTitle}</h2>}
        {accordion.length > 0 && (
          <Accordion
            // Without a heading above it the items are the page's second level.
            headingLevel={section.accordionTitle ? 3 : 2}
            items={accordion.map((item) => ({
              key: item.title,
              heading: item.title,
              panel: <Paragraphs text={item.text} />,
            }))}
          />
        )}
        {notes.length > 0 && (
          <div className="implementation-notes">
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        )}
      </InLanguage>
    </div>
  );
}

function Phases({ phases, headingLevel }: { phases: TitledText[]; headingLevel: 2 | 3 }) {
  // Without a heading above them the phases are the page's second level.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="phases">
      {phases.map((phase) => (
        <li key={phase.title} className="phases__item">
          <Heading className="phases__title">{phase.title}</Heading>
          <Paragraphs text={phase.text} />
        </li>
      ))}
    </ol>
  );
}
