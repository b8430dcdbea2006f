/** Where the compiler writes each file of build/content, and where the server reads it. */
export const buildLayout = {
  site: 'site.json',
  files: 'files.json',
  productsFolder: 'products',
  product: (model: string) => `products/${model}.json`,
  /** What search may find in a line; read by the server only. */
  search: (model: string) => `search/${model}.json`,
} as const;
