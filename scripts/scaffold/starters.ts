/**
 * The smallest valid content a maintainer starts from: placeholders that pass the schemas and
 * the compiler's checks, each saying what to replace it with.
 */

import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { validateContent } from '../../engine/compiler/validation/validators';
import type { ProductLine, SectionResource } from '../../engine/shared/types';
import { shown } from './cli';
import { titleOf } from './keys';

/** `$schema` as seen from the standard folders, for editor completion; validation ignores it. */
const schemaPaths = {
  product: '../../../schema/product.schema.json',
  section: '../../../../schema/section.schema.json',
} as const;

export function starterSection(name: string): SectionResource {
  const title = titleOf(name);
  return {
    $schema: schemaPaths.section,
    message: `${title}: replace this message with the introduction of the page.`,
    documents: [
      {
        type: 'sectiontext',
        text: 'Replace this paragraph with the documents of the page: downloads, training, links to other pages.',
      },
    ],
  };
}

export interface StarterLine {
  product: ProductLine;
  /** The one section its content list shows, written beside it. */
  sectionName: string;
  images: { card: string; logo: string };
}

/** Home, one menu section holding one content list, Downloads to Print and Contact. */
export function starterProductLine(keys: Pick<ProductLine, 'brand' | 'model' | 'title' | 'pathPrefix'>): StarterLine {
  const { brand, model, title, pathPrefix } = keys;
  const sectionName = 'getting-started';
  const images = { card: `cards/${model}.svg`, logo: `logos/${brand}.svg` };
  const product: ProductLine = {
    $schema: schemaPaths.product,
    brand,
    model,
    title,
    pathPrefix,
    card: { title, image: { src: images.card, alt: title } },
    logo: { src: images.logo, alt: `${title} home` },
    welcome: `Welcome to the ${title} resources. Replace this text with what clinicians find here.`,
    homePath: 'internal/home',
    map: [
      {
        key: 'resources',
        title: 'Resources',
        route: 'internal/resources',
        subPages: [{ key: sectionName, title: titleOf(sectionName), path: sectionName }],
      },
    ],
    routes: [
      { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } },
      {
        path: 'internal/resources',
        name: 'resources',
        kind: 'menu',
        redirect: sectionName,
        meta: { title: 'Resources', menuItems: [{ route: sectionName, label: titleOf(sectionName) }] },
        children: [
          {
            path: sectionName,
            name: sectionName,
            kind: 'content-list',
            meta: { title: titleOf(sectionName), sectionName },
          },
        ],
      },
      { path: 'downloads', name: 'downloads', kind: 'downloads', meta: { title: 'Downloads to Print' } },
      { path: 'internal/contact', name: 'contact', kind: 'contact', meta: { title: 'Contact' } },
    ],
    contact: {
      message: `Replace this message: how the ${title} support team helps and when it answers.`,
      phone: { text: '1-800-555-0100', link: 'tel:1-800-555-0100' },
      email: { address: 'support@example.com', text: 'support@example.com' },
    },
  };
  return { product, sectionName, images };
}

/** The starters are fixed, so this fails only when the schemas moved on without them. */
export function checkStarter(kind: 'product' | 'section', file: string, data: unknown): void {
  const result = validateContent(kind, shown(file), data);
  if (!result.ok) throw new Error(`The scaffold is out of date:\n${result.errors.map(formatContentError).join('\n')}`);
}
