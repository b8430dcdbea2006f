/** The one place where ajv is configured, so the compiler, server and tests validate alike. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';

// verbose keeps each error's parent schema, so messages can list allowed properties and quote descriptions.
// ajv-formats is CommonJS; under Node's ESM loader the plugin can arrive as the module or as its default.
const addFormats = ((formatsModule as unknown as { default?: typeof formatsModule }).default ??
  formatsModule) as typeof formatsModule;

/**
 * Annotations the authoring schemas carry for people rather than for validation: the editor's
 * hover texts, value descriptions and skeletons, the renamed-property hints error messages read,
 * and, on the properties only the compiler writes, `x-compiled` (messages do not offer them) and
 * `doNotSuggest` (neither does the editor).
 */
const editorKeywords = [
  'markdownDescription',
  'markdownEnumDescriptions',
  'defaultSnippets',
  'x-renamed',
  'x-compiled',
  'doNotSuggest',
];

/** `standalone` keeps the generated code, for ajv's standalone mode (validators saved as a module). */
export function createAjv(options: { standalone?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    discriminator: true,
    useDefaults: false,
    verbose: true,
    ...(options.standalone ? { code: { source: true, esm: true } } : {}),
  });
  addFormats(ajv, ['date', 'uri', 'email']);
  ajv.addVocabulary(editorKeywords);
  return ajv;
}
