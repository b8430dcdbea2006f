/** A pump's touch screen, close up, in a white bezel: what the pump videos show. */
import { escapeXml, palette } from '../svg';
import type { Field, Moment, PumpKey, Scene } from './scene-types';

type PumpScene = Extract<Scene, { kind: 'pump' }>;

const screen = { x: 136, y: 60, width: 368, height: 260 } as const;
const font = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;

/** The pictogram of a field, 28 pixels, at (x, y) its top left, in the screen's muted colour. */
function fieldIcon(icon: Field['icon'], x: number, y: number): string {
  const stroke = `fill="none" stroke="${palette.screenMuted}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"`;
  const shapes: Record<Field['icon'], string> = {
    rate: `<path d="M14 3c-3 5-8 10-8 15a8 8 0 0 0 16 0c0-5-5-10-8-15Z" ${stroke}/><path d="M14 14v5l3 2" ${stroke}/>`,
    volume: `<path d="M7 3h14v17a4 4 0 0 1-4 4h-6a4 4 0 0 1-4-4Z" ${stroke}/><path d="M7 13h14" ${stroke}/>`,
    time: `<circle cx="14" cy="14" r="11" ${stroke}/><path d="M14 7v7l5 3" ${stroke}/>`,
    drug: `<rect x="3" y="9" width="22" height="10" rx="5" ${stroke}/><path d="M14 9v10" ${stroke}/>`,
    dose: `<path d="M5 23 17 11M13 7l8 8M19 5l4 4M9 15l4 4" ${stroke}/>`,
    bolus: `<path d="M14 3c-3 5-8 10-8 15a8 8 0 0 0 16 0c0-5-5-10-8-15Z" ${stroke}/><path d="M14 13v8M10 17h8" ${stroke}/>`,
  };
  return `<g transform="translate(${x} ${y})">${shapes[icon]}</g>`;
}

function keyIcon(key: PumpKey, cx: number, cy: number, colour: string): string {
  const stroke = `fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;
  const shapes: Record<PumpKey, string> = {
    start: `<path d="M-5 -8 L8 0 L-5 8 Z" fill="${colour}"/>`,
    hold: `<rect x="-7" y="-8" width="5" height="16" rx="1" fill="${colour}"/><rect x="2" y="-8" width="5" height="16" rx="1" fill="${colour}"/>`,
    confirm: `<path d="M-8 0 -2 6 8 -6" ${stroke}/>`,
    cancel: `<path d="M-6 -6 6 6M6 -6 -6 6" ${stroke}/>`,
    menu: `<path d="M-8 -6h16M-8 0h16M-8 6h16" ${stroke}/>`,
    bolus: `<path d="M0 -9c-2 3-6 6-6 10a6 6 0 0 0 12 0c0-4-4-7-6-10Z" ${stroke}/><path d="M0 -1v6M-3 2h6" ${stroke}/>`,
    silence: `<path d="M-7 4h14l-2-3V-3a5 5 0 0 0-10 0v4Z" ${stroke}/><path d="M-9 -9 9 9" ${stroke}/>`,
    prime: `<path d="M0 -9v14M-6 0l6 6 6-6" ${stroke}/>`,
    secondary: `<text x="0" y="7" ${font} font-size="20" font-weight="bold" text-anchor="middle" fill="${colour}">B</text>`,
  };
  return `<g transform="translate(${cx} ${cy})">${shapes[key]}</g>`;
}

/** The keys along the foot of the screen for a state; the last is the one a step usually presses. */
function keysOf(scene: PumpScene): PumpKey[] {
  if (scene.state === 'alarm') return ['silence', 'start'];
  if (scene.state === 'running') return ['menu', 'bolus', 'hold'];
  if (scene.state === 'hold') return ['cancel', 'start'];
  return ['cancel', scene.press === 'prime' ? 'prime' : 'confirm', 'start'];
}

function softKeys(scene: PumpScene, pressed: boolean): string {
  const keys = keysOf(scene);
  if (scene.press && !keys.includes(scene.press)) keys.splice(keys.length - 1, 0, scene.press);
  const top = screen.y + screen.height - 52;
  const width = (screen.width - 24 - (keys.length - 1) * 10) / keys.length;
  return keys
    .map((key, i) => {
      const x = screen.x + 12 + i * (width + 10);
      const lit = pressed && key === scene.press;
      const face = lit ? palette.sky : '#1d3b5c';
      const ring = lit
        ? `<circle cx="${x + width / 2}" cy="${top + 20}" r="30" fill="none" stroke="${palette.white}" stroke-width="3" opacity="0.8"/>`
        : '';
      return `<rect x="${x}" y="${top}" width="${width}" height="40" rx="8" fill="${face}"/>${keyIcon(key, x + width / 2, top + 20, palette.white)}${ring}`;
    })
    .join('');
}

function statusBar(scene: PumpScene, moment: Moment): string {
  const { x, y, width } = screen;
  const chip = scene.channel === 'B' ? palette.amber : palette.teal;
  const alarmOn = scene.state === 'alarm' && Math.floor(moment.progress * 6) % 2 === 0;
  const band =
    scene.state === 'alarm'
      ? `<rect x="${x}" y="${y}" width="${width}" height="44" rx="12" fill="${alarmOn ? palette.red : '#9c2f2f'}"/><rect x="${x}" y="${y + 30}" width="${width}" height="14" fill="${alarmOn ? palette.red : '#9c2f2f'}"/>`
      : '';
  const state = {
    running: Array.from({ length: 3 }, (_, i) => {
      const lit = Math.floor(moment.progress * 9) % 3 === i;
      return `<path d="M${x + width - 118 + i * 14} ${y + 14} l9 8 -9 8 Z" fill="${lit ? palette.teal : '#2d5a55'}"/>`;
    }).join(''),
    hold: `<rect x="${x + width - 112}" y="${y + 14}" width="6" height="16" rx="1" fill="${palette.amber}"/><rect x="${x + width - 102}" y="${y + 14}" width="6" height="16" rx="1" fill="${palette.amber}"/>`,
    alarm: `<path d="M${x + width - 104} ${y + 10} l12 22 h-24 Z" fill="${palette.white}"/><path d="M${x + width - 104} ${y + 18} v6" stroke="${palette.red}" stroke-width="3" stroke-linecap="round"/>`,
    setup: `<circle cx="${x + width - 104}" cy="${y + 22}" r="7" fill="none" stroke="${palette.screenMuted}" stroke-width="2.5"/>`,
  }[scene.state];
  return `${band}<rect x="${x + 14}" y="${y + 10}" width="48" height="26" rx="6" fill="${chip}"/>
<text x="${x + 38}" y="${y + 30}" ${font} font-size="18" font-weight="bold" text-anchor="middle" fill="${palette.screen}">${scene.channel ?? 'A'}</text>
${state}
<rect x="${x + width - 62}" y="${y + 14}" width="36" height="17" rx="3" fill="none" stroke="${palette.screenMuted}" stroke-width="2"/>
<rect x="${x + width - 26}" y="${y + 19}" width="4" height="7" rx="1" fill="${palette.screenMuted}"/>
<rect x="${x + width - 59}" y="${y + 17}" width="22" height="11" rx="1.5" fill="${palette.teal}"/>`;
}

function fields(list: Field[]): string {
  return list
    .map((field, i) => {
      const main = i === 0;
      const top = main ? screen.y + 62 : screen.y + 136 + (i - 1) * 36;
      const size = main ? 58 : 26;
      const baseline = top + (main ? 56 : 26);
      const outline = field.focus
        ? `<rect x="${screen.x + 10}" y="${top - 4}" width="${screen.width - 20}" height="${main ? 70 : 36}" rx="8" fill="none" stroke="${palette.sky}" stroke-width="3"/>`
        : '';
      return `${outline}${fieldIcon(field.icon, screen.x + 22, top + (main ? 20 : 2))}
<text x="${screen.x + 64}" y="${baseline}" ${font} font-size="${size}" font-weight="bold" fill="${palette.screenText}">${escapeXml(field.value)}<tspan font-size="${main ? 24 : 18}" font-weight="normal" fill="${palette.screenMuted}" dx="8">${escapeXml(field.unit)}</tspan></text>`;
    })
    .join('');
}

function choices({ rows, chosen }: { rows: number; chosen: number }): string {
  const colours = [palette.teal, palette.sky, palette.amber, '#9b7bd4', palette.red];
  return Array.from({ length: rows }, (_, i) => {
    const y = screen.y + 56 + i * 34;
    const on = i === chosen;
    return `<rect x="${screen.x + 14}" y="${y}" width="${screen.width - 28}" height="28" rx="6" fill="${on ? palette.sky : '#1d3b5c'}"/>
<rect x="${screen.x + 24}" y="${y + 7}" width="14" height="14" rx="3" fill="${colours[i % colours.length]}"/>
<rect x="${screen.x + 48}" y="${y + 10}" width="${120 + ((i * 47) % 90)}" height="8" rx="4" fill="${on ? palette.white : palette.screenMuted}"/>`;
  }).join('');
}

function alarmPicture(alarm: PumpScene['alarm']): string {
  const cx = screen.x + screen.width / 2;
  const cy = screen.y + 118;
  if (alarm === 'occlusion')
    return `<path d="M${cx - 110} ${cy} H${cx - 12} M${cx + 12} ${cy} H${cx + 110}" stroke="${palette.screenMuted}" stroke-width="12" stroke-linecap="round"/>
<path d="M${cx - 14} ${cy - 22} l28 44 M${cx + 14} ${cy - 22} l-28 44" stroke="${palette.red}" stroke-width="6" stroke-linecap="round"/>`;
  return `<rect x="${cx - 120}" y="${cy - 14}" width="240" height="28" rx="14" fill="${palette.fluid}" opacity="0.35"/>
<circle cx="${cx - 30}" cy="${cy}" r="9" fill="${palette.white}"/><circle cx="${cx}" cy="${cy}" r="6" fill="${palette.white}"/><circle cx="${cx + 24}" cy="${cy}" r="10" fill="${palette.white}"/>`;
}

export function pumpStage(scene: PumpScene, moment: Moment): string {
  const pressed = scene.press !== undefined && moment.progress >= 0.45;
  const content = scene.list
    ? choices(scene.list)
    : scene.state === 'alarm'
      ? alarmPicture(scene.alarm)
      : fields(scene.fields ?? []);
  return `<rect x="96" y="44" width="448" height="320" rx="30" fill="${palette.white}" stroke="${palette.line}" stroke-width="3"/>
<rect x="96" y="44" width="20" height="320" rx="10" fill="${palette.blue}"/>
<rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="12" fill="${palette.screen}"/>
${statusBar(scene, moment)}
${content}
${softKeys(scene, pressed)}
<circle cx="510" cy="342" r="7" fill="${palette.mist}" stroke="${palette.line}" stroke-width="2"/>
<circle cx="488" cy="342" r="3" fill="${scene.state === 'alarm' ? palette.red : palette.teal}"/>`;
}
