/** `npm run new:section`: see scripts/scaffold/new-section.ts. */
import { join } from 'node:path';
import { runMain } from './scaffold/cli';
import { newSection } from './scaffold/new-section';

runMain(newSection, join(import.meta.dirname, '..'));
