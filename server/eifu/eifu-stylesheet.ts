/**
 * The few rules the public eIFU pages add to the portal's own stylesheet (whose tokens, type and
 * links they use): a readable column, the facts of a file as a definition list, the checksum
 * wrapping anywhere, and the label's QR code printable on its own.
 */
export const eifuStylesheetPath = '/eifu/eifu.css';

export const eifuStylesheet = `
.eifu { max-width: 60rem; margin: 0 auto; padding: var(--space-4, 1rem); font-family: var(--font-family); color: var(--color-text); }
.eifu-header { border-bottom: 1px solid var(--color-divider); padding-bottom: var(--space-3, 0.75rem); margin-bottom: var(--space-4, 1rem); display: flex; flex-wrap: wrap; gap: var(--space-3, 0.75rem); justify-content: space-between; align-items: baseline; }
.eifu-header .eifu-site { font-weight: 700; color: var(--color-heading); text-decoration: none; }
.eifu h1, .eifu h2, .eifu h3 { color: var(--color-heading); }
.eifu a { color: var(--color-brand); }
.eifu a:hover { color: var(--color-brand-strong); }
.eifu a:focus-visible, .eifu button:focus-visible, .eifu input:focus-visible, .eifu textarea:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.eifu-notice { background: var(--color-brand-tint); border-left: 4px solid var(--color-brand); padding: var(--space-3, 0.75rem); }
.eifu-error { background: var(--color-error-tint); border-left: 4px solid var(--color-error); padding: var(--space-3, 0.75rem); }
.eifu-document { border-top: 1px solid var(--color-divider); padding: var(--space-3, 0.75rem) 0; }
.eifu-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
.eifu-facts dt { color: var(--color-muted); }
.eifu-facts dd { margin: 0; }
.eifu-hash { font-family: var(--font-family-mono); overflow-wrap: anywhere; }
.eifu-versions { margin-left: var(--space-4, 1rem); }
.eifu-code { font-family: var(--font-family-mono); background: var(--color-subtle); padding: 0.5rem; overflow-x: auto; }
.eifu-qr svg { width: 10rem; height: 10rem; }
.eifu-form label { display: block; margin-top: 0.75rem; font-weight: 600; }
.eifu-form input, .eifu-form textarea, .eifu-form select { display: block; width: 100%; max-width: 30rem; padding: 0.5rem; border: 1px solid var(--color-border); font: inherit; }
.eifu-form button { margin-top: 1rem; padding: 0.5rem 1rem; background: var(--color-brand); color: var(--color-on-brand); border: 0; font: inherit; cursor: pointer; }
.eifu-footer { border-top: 1px solid var(--color-divider); margin-top: var(--space-5, 2rem); padding-top: var(--space-3, 0.75rem); font-size: var(--font-size-sm); }
.eifu-footer ul, .eifu-links { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
@media print { .eifu-header, .eifu-footer, .eifu-form { display: none; } }
`;
