/**
 * Dispatchers: find the registered renderer of a document type, page kind or notice severity.
 * Loud on purpose: an unknown type throws in tests and shows a visible box
 * elsewhere, never a silent gap in a list a clinician relies on.
 */
import type { ComponentType } from 'react';
import { withDocumentName } from '../shared/documents/document-name';
import type { RouteDef } from '../shared/routes/route-tree';
import type { Document, SectionResource } from '../shared/types';
import type { DocumentProps, NoticeProps, PageProps } from './contract';
import { useRenderContext } from './render-context';

function Unsupported({ what }: { what: string }) {
  const message = `No renderer for ${what}`;
  if (import.meta.env?.MODE === 'test') throw new Error(message);
  console.error(message);
  return (
    <div role="alert" className="unsupported">
      {message}
    </div>
  );
}

export function DocumentView({ document }: { document: Document }) {
  const { registry } = useRenderContext();
  const type: string = document.type;
  if (!Object.hasOwn(registry.documents, type)) return <Unsupported what={`document type "${type}"`} />;
  const Renderer = registry.documents[document.type] as ComponentType<DocumentProps>;
  return <Renderer document={withDocumentName(document)} />;
}

export function PageView({ route, section }: { route: RouteDef; section?: SectionResource }) {
  const { registry, compiled } = useRenderContext();
  const kind: string | undefined = route.kind;
  if (!kind || !Object.hasOwn(registry.pages, kind)) return <Unsupported what={`page kind "${kind}"`} />;
  const Renderer = registry.pages[kind as keyof typeof registry.pages] as ComponentType<PageProps>;
  return <Renderer route={route} compiled={compiled} section={section} />;
}

export function NoticeView({ notice, heading }: NoticeProps) {
  const { registry } = useRenderContext();
  const severity: string = notice.severity;
  if (!Object.hasOwn(registry.notices, severity)) return <Unsupported what={`notice severity "${severity}"`} />;
  const Renderer = registry.notices[notice.severity];
  return <Renderer notice={notice} heading={heading} />;
}
