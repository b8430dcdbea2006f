/**
 * What a device maker keeps about a customer account, named once for every place that reads or
 * writes it: the console's form (label), the import's CSV (column) and the command line (the
 * column with dashes, `--hospital-name`), and how long each may be.
 */

export interface CustomerDetails {
  hospitalName: string | null;
  customerNumber: string | null;
  /** ISO 3166-1 alpha-2, in capitals. */
  country: string | null;
  /** A language code of the site's languages. */
  language: string | null;
  contactName: string | null;
  contactEmail: string | null;
  notes: string | null;
}

export type CustomerField = keyof CustomerDetails;

export interface CustomerFieldSpec {
  key: CustomerField;
  label: string;
  column: string;
  maxLength: number;
  /** Line breaks allowed (notes); every other field is one line. */
  multiline?: true;
}

export const customerFields: readonly CustomerFieldSpec[] = [
  { key: 'hospitalName', label: 'Hospital name', column: 'hospital_name', maxLength: 200 },
  { key: 'customerNumber', label: 'Customer number', column: 'customer_number', maxLength: 64 },
  { key: 'country', label: 'Country', column: 'country', maxLength: 2 },
  { key: 'language', label: 'Language', column: 'language', maxLength: 35 },
  { key: 'contactName', label: 'Contact person', column: 'contact_name', maxLength: 200 },
  { key: 'contactEmail', label: 'Contact e-mail', column: 'contact_email', maxLength: 254 },
  { key: 'notes', label: 'Notes', column: 'notes', maxLength: 2000, multiline: true },
];

/**
 * The access end date: from 00:00 UTC of this day (YYYY-MM-DD) the account signs in no more, by
 * any way, and its sessions end.
 */
export const accessEndsField = { key: 'accessEndsOn', label: 'Access ends on', column: 'access_ends_on' } as const;

/** Every detail unset, as a new account has them. */
export const noCustomerDetails: CustomerDetails = {
  hospitalName: null,
  customerNumber: null,
  country: null,
  language: null,
  contactName: null,
  contactEmail: null,
  notes: null,
};

/** The columns a CSV import may have, in this order in the documentation; name and product_lines are required. */
export const importColumns: readonly string[] = [
  'name',
  'product_lines',
  ...customerFields.map((field) => field.column),
  accessEndsField.column,
];

/**
 * An import makes at most this many accounts. Each password is hashed as slowly as one typed in
 * the console (a quarter of a second on an idle server, a second on a loaded one; two at a time), and the answer that shows the
 * passwords must arrive within a proxy's 60 seconds: a bigger file is split.
 */
export const maxImportRows = 25;

/** The longest CSV text an import takes, in characters. */
export const maxImportLength = 512 * 1024;
