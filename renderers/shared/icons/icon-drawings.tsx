/**
 * The drawings of the portal's icon set, one per name the product schema lists (PortalIcon): lines
 * on a 24 by 24 grid, stroked in the colour of the text around them. A name the schema adds without
 * a drawing here is a type error.
 */
import type { ReactElement } from 'react';
import type { PortalIcon } from '../../../schema/generated/product';

const documentOutline = 'M14 2.5H7A2.5 2.5 0 0 0 4.5 5v14A2.5 2.5 0 0 0 7 21.5h10a2.5 2.5 0 0 0 2.5-2.5V8Z';
const documentFold = 'M14 2.5V8h5.5';

export const iconDrawings = {
  pump: (
    <>
      <rect x="4.5" y="2.5" width="15" height="19" rx="2.5" />
      <rect x="7.5" y="5.5" width="9" height="6" rx="1" />
      <path d="M8.5 15.5h2m3 0h2M8.5 18.5h7" />
    </>
  ),
  'syringe-driver': (
    <>
      <rect x="2.5" y="12.5" width="19" height="8" rx="2" />
      <path d="M6 15.5h5M15.5 16.5h2" />
      <rect x="4.5" y="5.5" width="10" height="4" rx="1" />
      <path d="M2 7.5h2.5M14.5 7.5h4.5M19 5v5" />
    </>
  ),
  'iv-bag': (
    <>
      <path d="M7 3.5h10A1.5 1.5 0 0 1 18.5 5v9.5a5 5 0 0 1-5 5h-3a5 5 0 0 1-5-5V5A1.5 1.5 0 0 1 7 3.5Z" />
      <path d="M10 6.5h4M8.5 11h7M12 19.5v2.5" />
    </>
  ),
  'infusion-set': (
    <>
      <path d="M12 1.5v3" />
      <rect x="8.5" y="4.5" width="7" height="8" rx="2" />
      <path d="M12 7.5v1.5M12 12.5v2M12 18v1c0 1.5 3.5 1.5 3.5 3" />
      <rect x="10" y="14.5" width="4" height="3.5" rx="1" />
    </>
  ),
  'vial-adapter': (
    <>
      <path d="M9 2.5h6v3H9z" />
      <rect x="8" y="5.5" width="8" height="9" rx="1.5" />
      <path d="M8 10h8M9.5 14.5v1.5L7 18.5h10L14.5 16v-1.5M12 18.5v3" />
    </>
  ),
  pharmacy: (
    <>
      <rect x="6.5" y="2.5" width="11" height="4" rx="1" />
      <path d="M7.5 6.5v12.5a2.5 2.5 0 0 0 2.5 2.5h4a2.5 2.5 0 0 0 2.5-2.5V6.5" />
      <path d="M12 11v6M9 14h6" />
    </>
  ),
  technical: (
    <path d="M14.5 3.5a5 5 0 0 0-4.6 6.9l-6.1 6.1a2.1 2.1 0 0 0 3 3l6.1-6.1a5 5 0 0 0 6.9-4.6l-2.9 2.9-3.2-.9-.9-3.2Z" />
  ),
  implementation: (
    <>
      <path d="M5.5 21.5v-18" />
      <path d="M5.5 4h12l-2.5 4 2.5 4h-12" />
      <path d="M3 21.5h8" />
    </>
  ),
  'quick-tips': (
    <>
      <path d="M9 18h6M10 21.5h4" />
      <path d="M12 2.5a6.5 6.5 0 0 0-3.8 11.8c.5.4.8 1 .8 1.6V18h6v-2.1c0-.6.3-1.2.8-1.6A6.5 6.5 0 0 0 12 2.5Z" />
    </>
  ),
  training: (
    <>
      <path d="m2 9 10-5 10 5-10 5Z" />
      <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v5.5" />
    </>
  ),
  instructions: (
    <>
      <path d="M2.5 5.5c2.5-1.5 6-1.5 9.5.5 3.5-2 7-2 9.5-.5v13.5c-2.5-1.5-6-1.5-9.5.5-3.5-2-7-2-9.5-.5Z" />
      <path d="M12 6v13.5" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="4.5" width="19" height="15" rx="3" />
      <path d="M10 9v6l5-3Z" />
    </>
  ),
  faq: (
    <>
      <path d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-4.5 3.5V17H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
      <path d="M10 8.8a2 2 0 1 1 2.9 1.8c-.6.3-.9.8-.9 1.4v.3M12 14.5h.01" />
    </>
  ),
  biomedical: (
    <>
      <rect x="2.5" y="3.5" width="19" height="17" rx="2.5" />
      <path d="M5.5 12.5h3l1.5-4 3 8 1.5-4h4" />
    </>
  ),
  'data-analytics': (
    <>
      <path d="M3.5 20.5h17" />
      <rect x="5.5" y="12" width="3" height="5.5" rx=".5" />
      <rect x="10.5" y="6.5" width="3" height="11" rx=".5" />
      <rect x="15.5" y="9.5" width="3" height="8" rx=".5" />
    </>
  ),
  'system-admin': (
    <>
      <rect x="3" y="3.5" width="18" height="7" rx="1.5" />
      <rect x="3" y="13.5" width="18" height="7" rx="1.5" />
      <path d="M6.5 7h.01M6.5 17h.01M11 7h6.5M11 17h6.5" />
    </>
  ),
  'release-notes': (
    <>
      <path d={documentOutline} />
      <path d={documentFold} />
      <path d="m12 10.5 1.1 2.2 2.4.4-1.7 1.7.4 2.4-2.2-1.1-2.2 1.1.4-2.4-1.7-1.7 2.4-.4Z" />
    </>
  ),
  overview: (
    <>
      <path d="m3 6 6-2.5 6 2.5 6-2.5V18l-6 2.5L9 18l-6 2.5Z" />
      <path d="M9 3.5V18M15 6v14.5" />
    </>
  ),
  'product-information': (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </>
  ),
  document: (
    <>
      <path d={documentOutline} />
      <path d={documentFold} />
      <path d="M8.5 13h7M8.5 17h4.5" />
    </>
  ),
  external: (
    <>
      <path d="M14 3.5h6.5V10M20.5 3.5 11 13" />
      <path d="M18 14v4.5a2 2 0 0 1-2 2H5.5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2H10" />
    </>
  ),
  secure: (
    <>
      <rect x="4.5" y="10.5" width="15" height="11" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 15v2.5" />
    </>
  ),
  contact: (
    <path d="M5 3.5h3.2l1.6 4.2-2.1 1.5a11.5 11.5 0 0 0 7.1 7.1l1.5-2.1 4.2 1.6V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5Z" />
  ),
} satisfies Record<PortalIcon, ReactElement>;
