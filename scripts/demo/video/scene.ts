/**
 * One scene of a demo video and how it is drawn at a moment of it: a 640 by 480 frame with the step
 * dots at the top and the lower quarter kept calm for the captions. Frames show no words, only
 * numbers, units and symbols, so one video serves every language; its captions carry the words.
 */
import { palette, svgDocument } from '../svg';
import { bagStage, deviceStage, softwareStage, vialStage } from './props';
import { pumpStage } from './pump-screen';
import type { Moment, Scene } from './scene-types';

export type { Moment, Scene } from './scene-types';

const frameWidth = 640;
const frameHeight = 480;

function stepDots({ step, steps }: Moment): string {
  const gap = 22;
  const left = frameWidth - 40 - (steps - 1) * gap;
  return Array.from({ length: steps }, (_, i) => {
    const x = left + i * gap;
    return i === step
      ? `<rect x="${x - 10}" y="22" width="20" height="8" rx="4" fill="${palette.blue}"/>`
      : `<circle cx="${x}" cy="26" r="4" fill="${i < step ? palette.sky : palette.line}"/>`;
  }).join('');
}

/** The manufacturer's droplet in the corner, as the portal's icon draws it. */
const cornerMark = `<rect x="24" y="16" width="22" height="22" rx="6" fill="${palette.blue}"/>
<path d="M35 20c-1.8 3-5 6.8-5 10a5 5 0 0 0 10 0c0-3.2-3.2-7-5-10Z" fill="${palette.white}"/>`;

function stage(scene: Scene, moment: Moment): string {
  switch (scene.kind) {
    case 'pump':
      return pumpStage(scene, moment);
    case 'device':
      return deviceStage(scene.action, moment);
    case 'bag':
      return bagStage(scene.action, scene, moment);
    case 'vial':
      return vialStage(scene.action, moment);
    case 'software':
      return softwareStage(scene.view, scene.press, moment);
  }
}

export function drawFrame(scene: Scene, moment: Moment): string {
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.mist}"/><stop offset="1" stop-color="${palette.tint}"/></linearGradient></defs>
<rect width="${frameWidth}" height="${frameHeight}" fill="url(#bg)"/>
<circle cx="560" cy="90" r="180" fill="${palette.white}" opacity="0.5"/>
${cornerMark}
${stepDots(moment)}
${stage(scene, moment)}`;
  return svgDocument(frameWidth, frameHeight, 'Demo video frame', body);
}
