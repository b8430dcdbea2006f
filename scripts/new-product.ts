/** `npm run new:product`: see scripts/scaffold/new-product.ts. */
import { join } from 'node:path';
import { runMain } from './scaffold/cli';
import { newProduct } from './scaffold/new-product';

runMain(newProduct, join(import.meta.dirname, '..'));
