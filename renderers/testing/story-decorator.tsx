/**
 * Storybook decorators built on the same providers as the tests.
 * Stories set `parameters.portal` to the compiled product (and optionally the router entries).
 */
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { demoCompiledSite } from './demo-content';
import { InSpanish } from './in-spanish';
import { Providers, type ProvidersOptions } from './providers';
import '../documents/documents.css';

/**
 * Pages and the parts around them stand in the portal's content column (`.main` of
 * site/styles/layout.css, which .storybook/preview.tsx loads), with its width and gutters.
 */
function PageColumn({ children }: { children: ReactNode }) {
  return <div className="main">{children}</div>;
}

export const inPageColumn: Decorator = (Story) => (
  <PageColumn>
    <Story />
  </PageColumn>
);

export const withPortal: Decorator = (Story, context) => {
  const portal = context.parameters.portal as Partial<ProvidersOptions> | undefined;
  if (!portal?.compiled) throw new Error(`Story "${context.title}" needs parameters.portal.compiled`);
  return (
    <Providers site={demoCompiledSite().site} {...portal} compiled={portal.compiled}>
      <PageColumn>
        <Story />
      </PageColumn>
    </Providers>
  );
};

/** Document rows are drawn inside a list in the portal; stories show them the same way. */
export const inDocumentList: Decorator = (Story) => (
  <div className="document-list">
    <Story />
  </div>
);

/** A Spanish page's dates (stories of Spanish pages pass the Spanish site texts in parameters.portal.site). */
export const withSpanishDates: Decorator = (Story) => (
  <InSpanish>
    <Story />
  </InSpanish>
);
