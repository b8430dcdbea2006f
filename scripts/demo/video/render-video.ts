/**
 * Turns a storyboard into a short MP4 (H.264, 640 by 480, silent) with ffmpeg, and into WebVTT
 * captions, one cue per scene. Each scene lasts three seconds; its frames are drawn every half
 * second and a frame that does not change is kept, not drawn again, so a clip weighs a few tens of
 * kilobytes. A video carries the digest of its frames: it is made again only when they change.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { sha256 } from 'js-sha256';
import { drawnBy } from '../svg';
import { drawFrame } from './scene';
import type { StoryScene } from './storyboards';

const sceneSeconds = 3;
const samplesPerScene = 6;
const encoder = ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '28', '-g', '240'];

interface Shot {
  svg: string;
  seconds: number;
}

/** The frames of a video in order, each with how long it stays; a frame equal to the one before lengthens it. */
function shotsOf(scenes: StoryScene[]): Shot[] {
  const shots: Shot[] = [];
  scenes.forEach(({ scene }, step) => {
    for (let sample = 0; sample < samplesPerScene; sample++) {
      const svg = drawFrame(scene, { step, steps: scenes.length, progress: sample / samplesPerScene });
      const last = shots.at(-1);
      if (last?.svg === svg) last.seconds += sceneSeconds / samplesPerScene;
      else shots.push({ svg, seconds: sceneSeconds / samplesPerScene });
    }
  });
  return shots;
}

/** What a video made from these scenes carries, so an unchanged video is recognised and kept. */
export function videoDigest(scenes: StoryScene[]): string {
  const shots = shotsOf(scenes);
  return `${drawnBy} ${sha256(JSON.stringify([encoder, shots]))}`;
}

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** The MP4 of the scenes, made in a temporary folder; throws with ffmpeg's message when it fails. */
export function renderVideo(scenes: StoryScene[]): Buffer {
  const work = mkdtempSync(join(tmpdir(), 'demo-video-'));
  try {
    const shots = shotsOf(scenes);
    const list = ['ffconcat version 1.0'];
    shots.forEach((shot, i) => {
      const png = `frame-${String(i).padStart(3, '0')}.png`;
      const image = new Resvg(shot.svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
      writeFileSync(join(work, png), image.render().asPng());
      list.push(`file '${png}'`, `duration ${shot.seconds.toFixed(3)}`);
    });
    // The concat demuxer holds the last frame for its duration only when it is named once more.
    list.push(`file 'frame-${String(shots.length - 1).padStart(3, '0')}.png'`);
    writeFileSync(join(work, 'frames.txt'), `${list.join('\n')}\n`);
    const out = join(work, 'video.mp4');
    const args = ['-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', join(work, 'frames.txt')];
    args.push('-vf', 'fps=12,format=yuv420p', ...encoder, '-movflags', '+faststart', '-map_metadata', '-1');
    args.push('-fflags', '+bitexact', '-flags:v', '+bitexact', '-metadata', `comment=${videoDigest(scenes)}`, out);
    const run = spawnSync('ffmpeg', ['-y', ...args], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr || run.error?.message}`);
    return readFileSync(out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const timestamp = (seconds: number) => {
  const whole = new Date(Math.round(seconds * 1000)).toISOString();
  return whole.slice(11, 23);
};

/** WebVTT captions of the scenes in one language: a cue per scene, for as long as the scene shows. */
export function captionsOf(scenes: StoryScene[], lang: 'en' | 'es'): string {
  const cues = scenes.map(
    ({ say }, i) => `${i + 1}\n${timestamp(i * sceneSeconds)} --> ${timestamp((i + 1) * sceneSeconds)}\n${say[lang]}`,
  );
  return `WEBVTT\n\nNOTE ${drawnBy}\n\n${cues.join('\n\n')}\n`;
}
