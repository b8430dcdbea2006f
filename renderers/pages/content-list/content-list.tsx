/** A section's intro, its visible documents drawn by their renderers, and when the content was last updated. */
import type { PropsWithChildren } from 'react';
import type { PageProps } from '../../../engine/rendering/contract';
import { DocumentView } from '../../../engine/rendering/dispatch';
import { useRenderContext } from '../../../engine/rendering/render-context';
import { latestDocumentDate } from '../../../engine/shared/dates';
import { fillText } from '../../../engine/shared/fill-text';
import { parentOfRoute, type RouteDef } from '../../../engine/shared/routes/route-tree';
import { ContentMenu } from '../../shared/content-menu/content-menu';
import { fallbackLangOf, InLanguage } from '../../shared/in-language';
import { NoContentYet } from '../../shared/no-content-yet';
import { ProductIcon } from '../../shared/product-icon/product-icon';
import { usePageFormats } from '../../shared/use-page-formats';
import '../../documents/documents.css';
import '../pages.css';

/**
 * The content list, shared by the page kinds that are a content list plus something: `children` are
 * drawn after the documents, e.g. the collapsible help of instructions for use.
 */
export function ContentListPage({ route, section, children }: PropsWithChildren<PageProps>) {
  const { site } = useRenderContext();
  const formats = usePageFormats();
  if (!section) return <NoContentYet title={route.meta.title} className="content-list-page" />;
  const documents = section.documents.filter((document) => !document.hidden);
  const latest = latestDocumentDate(documents);
  return (
    <div className="page content-list-page">
      {section.headerComponent === 'product-icon-menu' && <ProductIconMenu route={route} />}
      <h1 className="page__title">{route.meta.title}</h1>
      <InLanguage lang={fallbackLangOf(section)}>
        <p className="page__lead">{section.message}</p>
        {section.subMessage && <p>{section.subMessage}</p>}
        <div className="document-list">
          {documents.map((document, position) => (
            // The list is static content in authored order; position is a stable identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: documents have no id and never reorder at runtime
            <DocumentView key={position} document={document} />
          ))}
        </div>
      </InLanguage>
      {children}
      {!section.hideContentMessage &&
        (latest ? (
          <p className="page__updated">{fillText(site.documents.contentUpdated, { date: formats.date(latest) })}</p>
        ) : (
          <p role="alert" className="page__alert">
            {site.documents.noDocuments}
          </p>
        ))}
    </div>
  );
}

/**
 * headerComponent "product-icon-menu": the route's product icon and the content menu of its parent page.
 * A parent of kind "menu" already draws that menu above this page, so it is not drawn twice.
 */
function ProductIconMenu({ route }: { route: RouteDef }) {
  const { compiled } = useRenderContext();
  const parent = parentOfRoute(compiled.product.routes, route.path);
  const menuAbove = parent?.kind === 'menu';
  return (
    <div className="page-header">
      {route.meta.icon && (
        <ProductIcon
          icons={compiled.product.icons}
          name={route.meta.icon}
          height={route.meta.iconSize}
          className="page-header__icon"
        />
      )}
      {parent && !menuAbove && <ContentMenu label={parent.meta.title} items={parent.meta.menuItems ?? []} />}
    </div>
  );
}
