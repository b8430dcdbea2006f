import { globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, matchesGlob } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteDateLocales } from './date-locales-plugin';

const root = join(import.meta.dirname, '..', '..');
/** The module that names date-fns's locales with one glob. */
const localesModule = join(root, 'site', 'language.tsx');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  delete process.env.CONTENT_BUILD_DIR;
});

/** A compiled site whose settings have these languages, as CONTENT_BUILD_DIR. */
function compiledSiteWith(languages: string[]): void {
  const buildDir = mkdtempSync(join(tmpdir(), 'site-languages-'));
  folders.push(buildDir);
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(
    join(buildDir, 'site.json'),
    JSON.stringify({ site: { languages: languages.map((code) => ({ code })) } }),
  );
  process.env.CONTENT_BUILD_DIR = buildDir;
}

/** The locale files the module's glob finds once the plugin has run over it in a build. */
function localesBuilt(): string[] {
  const plugin = siteDateLocales(root);
  const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T).call({}, ...args);
  call(plugin.buildStart);
  const source = readFileSync(localesModule, 'utf8');
  const code = call<{ code: string } | undefined>(plugin.transform, source, localesModule)?.code ?? source;
  const glob = /import\.meta\.glob<Locale>\(\s*\[([\s\S]*?)\]/.exec(code)?.[1] ?? '';
  const patterns = [...glob.replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
  const excluded = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  return globSync(
    patterns.filter((pattern) => !pattern.startsWith('!')),
    { cwd: join(localesModule, '..') },
  )
    .filter((file) => !excluded.some((pattern) => matchesGlob(basename(file), basename(pattern))))
    .map((file) => basename(file))
    .sort();
}

describe("the site build's date-fns locales", () => {
  it("are those of the site's languages: each one's own, else its regional ones, never the default English's", () => {
    compiledSiteWith(['en', 'es', 'pt', 'zh']);
    expect(localesBuilt()).toEqual(['es.js', 'pt-BR.js', 'pt.js', 'zh-CN.js', 'zh-HK.js', 'zh-TW.js']);
  });

  it('are every locale date-fns has when there is no compiled content to read the languages from', () => {
    process.env.CONTENT_BUILD_DIR = join(tmpdir(), 'no-such-build-folder');
    expect(localesBuilt().length).toBeGreaterThan(80);
  });
});
