/**
 * Instructions for use: the content list, the paper-copy request of its documents, and the
 * section's collapsible help (how to find the software version).
 */
import { useId, useState } from 'react';
import type { PageProps } from '../../../engine/rendering/contract';
import type { CollapsibleHelp } from '../../../schema/generated/section';
import { ContentImage } from '../../shared/content-image/content-image';
import { ContentListPage } from '../content-list/content-list';
import { PaperCopy } from './paper-copy';
import '../pages.css';
import './instructions-for-use.css';

export function InstructionsForUsePage({ route, compiled, section }: PageProps) {
  return (
    <ContentListPage route={route} compiled={compiled} section={section}>
      {section && <PaperCopy section={section} />}
      {section?.help && <HelpToggle help={section.help} />}
    </ContentListPage>
  );
}

/** Collapsed at first; the button says whether the steps are shown with aria-expanded. */
function HelpToggle({ help }: { help: CollapsibleHelp }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className={expanded ? 'help help--expanded' : 'help'}>
      <h2 className="help__heading">
        <button
          type="button"
          className="help__button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {help.title}
          <span className="help__marker" aria-hidden="true" />
        </button>
      </h2>
      <ol id={panelId} className="help__steps" hidden={!expanded}>
        {help.steps.map((step) => (
          <li key={step.text} className="help__step">
            <p className="help__text">{step.text}</p>
            <ContentImage className="page__image help__image" image={step.image} />
          </li>
        ))}
      </ol>
    </div>
  );
}
