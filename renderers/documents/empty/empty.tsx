/** A blank spacer row; it carries no information, so assistive technology skips it. */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { rowClassName } from '../document-row';

export function EmptyDocument({ document }: DocumentProps<'empty'>) {
  return <div className={rowClassName(document, 'spacer')} aria-hidden="true" />;
}
