/** `npm run new:document-type`: see scripts/scaffold/new-document-type.ts. */
import { join } from 'node:path';
import { runMain } from './scaffold/cli';
import { newDocumentType } from './scaffold/new-document-type';

runMain(newDocumentType, join(import.meta.dirname, '..'));
