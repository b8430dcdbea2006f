/**
 * The files of the demo's video pages: for a page that plays a video file, the MP4 and its caption
 * files, from the storyboard of its folder under content/training/videos (a stand-in storyboard for
 * a video this script does not know); for a page that frames a player page of this site, that page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isVideoFile, trainingPrefix } from '../../../engine/shared/documents/links';
import type { RouteNode } from '../../../engine/shared/types';
import { drawnBy } from '../svg';
import { videoPlayerPage } from '../templates';
import { captionsOf, hasFfmpeg, renderVideo, videoDigest } from './render-video';
import { standInStoryboard, storyboards } from './storyboards';

/** Writes a missing file, or an existing one that `remake` says may be written again. */
export type Writer = (path: string, data: string | Uint8Array, remake?: (existing: Buffer) => boolean) => void;

interface VideoRoute {
  node: RouteNode;
  productTitle: string;
}

function videoRoutes(nodes: RouteNode[]): RouteNode[] {
  return nodes.flatMap((node) => [
    ...(node.kind === 'video' && node.meta.url?.startsWith(`${trainingPrefix}/`) ? [node] : []),
    ...videoRoutes(node.children ?? []),
  ]);
}

export function routesWithLocalVideos(lines: { routes: RouteNode[]; title: string }[]): VideoRoute[] {
  return lines.flatMap((line) => videoRoutes(line.routes).map((node) => ({ node, productTitle: line.title })));
}

const entryOf = (address: string) => address.slice(`${trainingPrefix}/`.length);

/** The storyboard of a video file: by its folder under videos/, e.g. ivenix/priming-primary-set. */
function storyboardOf(entry: string) {
  const folder = entry
    .replace(/^videos\//, '')
    .split('/')
    .slice(0, -1)
    .join('/');
  return (Object.hasOwn(storyboards, folder) && storyboards[folder]) || standInStoryboard;
}

/** Writes what the video routes need; answers the videos it could not make (without ffmpeg). */
export function writeVideoFiles(contentDir: string, routes: VideoRoute[], write: Writer): string[] {
  const training = (entry: string) => join(contentDir, 'training', entry);
  const ours = (existing: Buffer) => existing.includes(drawnBy);
  const unmade: string[] = [];
  const made = new Set<string>();
  const ffmpeg = hasFfmpeg();
  for (const { node, productTitle } of routes) {
    const url = node.meta.url ?? '';
    const path = training(entryOf(url));
    if (!isVideoFile(url)) {
      write(path, videoPlayerPage(node.meta.title, productTitle, node.meta.lang));
      continue;
    }
    const scenes = storyboardOf(entryOf(url));
    // A video shown by several pages (or languages) is made once.
    if (!made.has(path)) {
      made.add(path);
      const digest = videoDigest(scenes);
      const stale = !existsSync(path) || (ours(readFileSync(path)) && !readFileSync(path).includes(digest));
      if (stale && ffmpeg) write(path, renderVideo(scenes), () => true);
      else if (stale) unmade.push(path);
    }
    for (const track of node.meta.captions ?? []) {
      const vtt = captionsOf(scenes, track.lang === 'es' ? 'es' : 'en');
      write(training(entryOf(track.src)), vtt, (existing) => ours(existing) && existing.toString() !== vtt);
    }
  }
  return unmade;
}
