/** Ways out of the file tables, and the file routes to try them on, shared by the attack tests. */
import { dirname } from 'node:path';
import { fixtureFiles } from '../../../server/testing/fixture-content';

/** The folders of the first line's public files and of the other brand's line. */
export const firstFolder = dirname(fixtureFiles.tips);
export const otherFolder = dirname(fixtureFiles.otherTips);

/** Spellings of "two folders up, then a file" and of other ways out of the file tables. */
export const escapes = [
  '..',
  '../package.json',
  '../../package.json',
  '../../../../../../etc/passwd',
  '%2e%2e%2fpackage.json',
  '%2e%2e/%2e%2e/package.json',
  '..%2f..%2fpackage.json',
  '..%2F..%2Foutside%2Fsecret.txt',
  '%252e%252e%252fpackage.json',
  '%252e%252e%252f%252e%252e%252foutside%252fsecret.txt',
  '%c0%ae%c0%ae%c0%afpackage.json',
  '..%5c..%5cpackage.json',
  '%5c%5cevil.example%5cshare',
  `${firstFolder}/..%2f..%2f..%2foutside/secret.txt`,
  `${firstFolder}/../../../outside/secret.txt`,
  '%2fetc%2fpasswd',
  '/etc/passwd',
  `${fixtureFiles.tips}%00.png`,
  `${fixtureFiles.tips}%00`,
  '%00',
  `${firstFolder}%2f.%2ftips.pdf`,
  `${firstFolder}/./tips.pdf`,
  `${firstFolder}//tips.pdf`,
  'C:%5cWindows%5cwin.ini',
  'file:%2f%2f%2fetc%2fpasswd',
];

/** Every file route, with the escape put where that route takes its path. */
export const fileRoutes: [string, (way: string) => string][] = [
  ['public', (way) => `/public/${way}`],
  ['training', (way) => `/public/training/${way}`],
  ['secure', (way) => `/secure-download?file=${way}`],
  ['images', (way) => `/images/${way}`],
];
