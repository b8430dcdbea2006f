/**
 * Disclosure accordion (WAI-ARIA APG pattern): each heading holds a button with
 * aria-expanded and aria-controls; at most one panel is open, and activating the
 * open item's button closes it.
 */
import { type ReactNode, useId, useState } from 'react';
import './accordion.css';

interface AccordionItem {
  /** Stable React key. */
  key: string;
  /** Button text; also the accessible name of the panel. */
  heading: ReactNode;
  panel: ReactNode;
}

/** Heading level of the item buttons, so the accordion fits the page's outline. */
const headingTags = { 2: 'h2', 3: 'h3' } as const;

interface AccordionProps {
  items: AccordionItem[];
  headingLevel: keyof typeof headingTags;
}

export function Accordion({ items, headingLevel }: AccordionProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingTags[headingLevel];
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = openKey === item.key;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className={expanded ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenKey(expanded ? null : item.key)}
              >
                {item.heading}
                <span className="accordion__marker" aria-hidden="true" />
              </button>
            </Heading>
            {/* hidden, not unmounted: aria-controls always points at an element. */}
            {/* A named section is a region landmark; only the open one is exposed, so they never pile up. */}
            <section id={panelId} aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.panel}
            </section>
          </div>
        );
      })}
    </div>
  );
}
