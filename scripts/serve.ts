/** `npm run serve`: runs the server of a release built beforehand (`npm run build`); builds nothing. */
import { join } from 'node:path';
import { runServer } from './run-server';

runServer(join(import.meta.dirname, '..'));
