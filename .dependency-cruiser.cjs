/**
 * The layer rules of DESIGN.md ("Layout": what each folder may import) and "no import cycles",
 * checked by `npm run deps` on every import of every source file, type-only imports included.
 * What a path rule cannot say (every engine/ file lies in one of its three folders; no product,
 * brand or model key written in code) stays in tests/unit/import-rules.test.ts.
 */

/** Tests, stories and test helpers (a `testing/` folder) may reach what the code they test never does. */
const testOrStory = '\\.(test|stories)\\.tsx?$|/testing/';
/** Packages and Node's own modules: each layer's rules below are about the repository's folders. */
const packages = '^node_modules/';
const react = '^node_modules/(@types/)?react(|-dom|-router|-router-dom)/';

/** The scripts that open the portal's database through the server's store. */
const usesServerStore = '^scripts/(demo/usage|bench/usage)[.-]';

/** A rule: no import from a module matching `from` to one matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** A layer's allow-list: a file of `from` imports nothing of the repository outside `allowed`. */
const onlyFrom = (name, comment, from, allowed) =>
  forbid(name, comment, { path: from }, { pathNot: [...allowed, packages], dependencyTypesNot: ['core'] });

module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'A module never reaches itself through its imports: a cycle makes the load order decide what a module sees.',
      {},
      { circular: true },
    ),
    forbid(
      'not-to-unresolvable',
      'Every import names a file or a package that exists: a rule cannot judge what it cannot find.',
      {},
      { couldNotResolve: true },
    ),

    // The layers of DESIGN.md.
    onlyFrom('schema-imports-nothing', 'schema/ is the source of truth: it imports nothing.', '^schema/', ['^schema/']),
    onlyFrom(
      'engine-layer',
      "engine/ imports the schema's generated types and the schemas themselves, never another layer.",
      '^engine/',
      ['^engine/', '^schema/generated/', '^schema/.+\\.schema\\.json$'],
    ),
    onlyFrom(
      'renderers-layer',
      "renderers/ import the rendering and shared engine and the schema's generated types; their tests and " +
        "stories also the content, Storybook's settings and the shared fixtures.",
      '^renderers/',
      ['^renderers/', '^engine/', '^schema/generated/', '^content/', '^\\.storybook/', '^tests/fixtures/'],
    ),
    forbid(
      'renderers-test-material-in-tests-only',
      "Only renderers' tests and stories import the content and Storybook's settings.",
      { path: '^renderers/', pathNot: testOrStory },
      { path: '^(content|\\.storybook)/' },
    ),
    forbid(
      'site-layer',
      'The site imports everything above it, never the server, the scripts or the tests.',
      { path: '^site/' },
      { path: '^(server|scripts)/|^tests/(?!fixtures/)' },
    ),
    forbid(
      'fixtures-in-tests-only',
      'Tests of every layer share the one fixture set; the code they test never imports it.',
      { path: '^(renderers|site|server)/', pathNot: testOrStory },
      { path: '^tests/fixtures/' },
    ),
    forbid(
      'no-compiler-in-a-browser-bundle',
      "engine/compiler/ is the compiler, validation and the file index: Node only. The site's and the renderers' " +
        "code never reaches it, so no bundle for the browser (the site's, Storybook's) can hold it; their tests " +
        'may, as vitest runs them in Node and they compile a fixture line with it.',
      { path: '^(renderers|site)/', pathNot: '\\.test\\.tsx?$' },
      { path: '^engine/compiler/' },
    ),
    onlyFrom(
      'server-layer',
      'The server imports the schemas, the compiler and the shared engine, and package.json (the Node releases ' +
        'it runs on, named once in engines); its tests also the shared fixtures. Never the rendering engine.',
      '^server/',
      ['^server/', '^engine/(?!rendering/)', '^schema/', '^package\\.json$', '^tests/fixtures/'],
    ),
    forbid(
      'scripts-layer',
      'The scripts import the schemas, the compiler and the shared engine. Never the rendering engine.',
      { path: '^scripts/', pathNot: usesServerStore },
      // The story check opens each story at the size its viewport asks for: Storybook's own list of sizes.
      {
        pathNot: ['^scripts/', '^engine/(?!rendering/)', '^schema/', '^\\.storybook/viewports\\.ts$', packages],
        dependencyTypesNot: ['core'],
      },
    ),
    onlyFrom(
      'usage-scripts-layer',
      "The usage demo data and the usage benchmark write and read the portal's own database, so they " +
        "open it through the server's store as its commands do; no other script reaches server/.",
      usesServerStore,
      ['^scripts/', '^engine/(?!rendering/)', '^schema/', '^server/'],
    ),
    forbid(
      'node-side-never-react',
      'The server and the scripts never draw.',
      { path: '^(server|scripts)/' },
      { path: react },
    ),
    forbid(
      'site-imported-by-site-and-tests-only',
      'Nothing outside site/ and tests/ imports the site.',
      { path: '^(engine|renderers|server|scripts)/' },
      { path: '^site/' },
    ),

    // The operators' console (site/console/) is a site of its own: no portal state in it, none of it in the portal.
    forbid(
      'portal-without-console',
      'The portal imports nothing of the console.',
      { path: '^site/(?!console/)' },
      { path: '^site/console/' },
    ),
    onlyFrom(
      'console-on-its-own',
      "The console imports its own files and the shared engine only; its stories also Storybook's settings.",
      '^site/console/',
      ['^site/console/', '^engine/shared/', '^\\.storybook/'],
    ),
    forbid(
      'console-storybook-in-stories-only',
      "Only the console's tests and stories import Storybook's settings.",
      { path: '^site/console/', pathNot: testOrStory },
      { path: '^\\.storybook/' },
    ),

    // engine/'s folders, each named for where its code runs.
    onlyFrom(
      'engine-shared-is-pure',
      "engine/shared/ is pure code that both the browser and Node run: its own folder and the schema's generated types.",
      '^engine/shared/',
      ['^engine/shared/', '^schema/generated/'],
    ),
    onlyFrom(
      'engine-compiler-reads-the-schemas',
      'The compiler and validation read the schemas themselves, beside the shared rules.',
      '^engine/compiler/',
      ['^engine/(compiler|shared)/', '^schema/'],
    ),
    onlyFrom(
      'engine-rendering-is-browser-only',
      "The rendering engine dispatches with React in the browser: its own folder, the shared rules and the schema's " +
        'generated types, never the compiler.',
      '^engine/rendering/',
      ['^engine/(rendering|shared)/', '^schema/generated/'],
    ),
    forbid(
      'rendering-never-node',
      'engine/rendering/ and engine/shared/ run in the browser: never a Node module.',
      { path: '^engine/(rendering|shared)/' },
      { dependencyTypes: ['core'] },
    ),
    forbid(
      'compiler-never-react',
      'engine/compiler/ and engine/shared/ run in Node too: never React.',
      { path: '^engine/(compiler|shared)/' },
      { path: react },
    ),
  ],
  options: {
    // swc reads the sources as written (TypeScript 7 has no compiler API for the tsc parser): type-only imports count.
    parser: 'swc',
    doNotFollow: { path: packages },
    exclude: { path: '^build/' },
    // The packages here publish ES modules behind `exports`; resolve them as Node and Vite do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
