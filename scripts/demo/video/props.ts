/**
 * The stages of the videos that are not a pump's screen: the pump seen whole (cleaning, priming),
 * a bag, a vial with its transfer adapter, and the drug library software. Movement is a part
 * that moves between two places as the scene goes on, so a scene has few distinct frames.
 */
import { dripChamber, ivBag, tube } from '../pictures/parts';
import { palette } from '../svg';
import type { Moment, Scene } from './scene-types';

type Action<K extends Scene['kind']> = Extract<Scene, { kind: K }> extends { action: infer A } ? A : never;

/** The second half of a scene, where its movement has happened. */
const later = (moment: Moment) => moment.progress >= 0.5;

function arrow(x1: number, y1: number, x2: number, y2: number, colour: string = palette.blue): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) => `${x2 - 14 * Math.cos(angle + turn)} ${y2 - 14 * Math.sin(angle + turn)}`;
  return `<path d="M${x1} ${y1} L${x2} ${y2} M${head(0.5)} L${x2} ${y2} L${head(-0.5)}" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function badge(cx: number, cy: number, kind: 'check' | 'clock' | 'look', fill: number): string {
  const ring = `<circle cx="${cx}" cy="${cy}" r="34" fill="${palette.white}" stroke="${palette.teal}" stroke-width="5"/>`;
  if (kind === 'check')
    return `${ring}<path d="M${cx - 15} ${cy} l10 10 20 -22" fill="none" stroke="${palette.teal}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (kind === 'look')
    return `${ring}<circle cx="${cx - 4}" cy="${cy - 4}" r="13" fill="none" stroke="${palette.blue}" stroke-width="5"/><path d="M${cx + 6} ${cy + 6} l11 11" stroke="${palette.blue}" stroke-width="6" stroke-linecap="round"/>`;
  const end = 2 * Math.PI * fill - Math.PI / 2;
  const large = fill > 0.5 ? 1 : 0;
  return `${ring}<path d="M${cx} ${cy} V${cy - 26} A26 26 0 ${large} 1 ${cx + 26 * Math.cos(end)} ${cy + 26 * Math.sin(end)} Z" fill="${palette.tealTint}" stroke="${palette.teal}" stroke-width="2"/>`;
}

/** The pump seen from the front, screen dark, door closed or open. */
function pumpBody(doorOpen = false): string {
  const door = doorOpen
    ? `<rect x="150" y="208" width="170" height="120" rx="14" fill="${palette.tint}" stroke="${palette.line}" stroke-width="2" transform="rotate(-14 150 328)"/>`
    : `<rect x="198" y="206" width="244" height="124" rx="14" fill="${palette.mist}" stroke="${palette.line}" stroke-width="2.5"/>`;
  return `<rect x="176" y="52" width="288" height="296" rx="28" fill="${palette.white}" stroke="${palette.line}" stroke-width="3"/>
<rect x="176" y="52" width="18" height="296" rx="9" fill="${palette.blue}"/>
<rect x="214" y="76" width="214" height="110" rx="12" fill="${palette.screen}"/>
<path d="M300 106c-6 10-16 20-16 30a16 16 0 0 0 32 0c0-10-10-20-16-30Z" fill="#1d3b5c"/>
${door}`;
}

export function deviceStage(action: Action<'device'>, moment: Moment): string {
  const moved = later(moment);
  switch (action) {
    case 'wipe': {
      const x = moved ? 300 : 210;
      return `${pumpBody()}<g transform="rotate(-12 ${x + 60} 200)"><rect x="${x}" y="170" width="120" height="70" rx="14" fill="${palette.tealTint}" stroke="${palette.teal}" stroke-width="4"/><path d="M${x + 16} 190 h88 M${x + 16} 206 h88 M${x + 16} 222 h88" stroke="${palette.teal}" stroke-width="2" opacity="0.6"/></g>${arrow(moved ? 300 : 380, 280, moved ? 220 : 460, 280, palette.teal)}`;
    }
    case 'dry':
      return `${pumpBody()}${badge(500, 120, 'clock', moved ? 0.75 : 0.35)}`;
    case 'inspect':
      return `${pumpBody()}${badge(500, 120, moved ? 'check' : 'look', 0)}`;
    case 'unplug':
      return `${pumpBody()}<path d="M464 300 h${moved ? 70 : 24}" stroke="${palette.steel}" stroke-width="8" stroke-linecap="round"/><rect x="${moved ? 530 : 486}" y="286" width="34" height="28" rx="6" fill="${palette.navy}"/>${moved ? arrow(540, 250, 600, 250) : ''}`;
    case 'open-door':
      return `${pumpBody(moved)}${arrow(250, 380, moved ? 170 : 210, 340)}`;
    case 'load':
      return `${pumpBody(true)}${tube(moved ? 'M240 40 V200 C240 260 260 300 260 380' : 'M120 40 V200 C120 260 150 300 150 380', 7)}${arrow(moved ? 300 : 180, 260, moved ? 262 : 230, 260)}`;
    case 'prime': {
      const filled = moved ? 380 : 200;
      return `${pumpBody()}${ivBag(40, 56, 90, 120, 0.7)}${tube('M67 192 V230 C67 300 140 300 150 380', 7)}
<path d="M67 196 V${Math.min(filled, 230)}" stroke="${palette.sky}" stroke-width="4" stroke-linecap="round"/>
${moved ? `<path d="M67 230 C67 300 140 300 150 380" fill="none" stroke="${palette.sky}" stroke-width="4" stroke-linecap="round"/>` : ''}
${dripChamber(67, 188)}`;
    }
  }
}

export function bagStage(
  action: Action<'bag'>,
  { fluid = 'clear', bag: kind = 'infusion' }: Pick<Extract<Scene, { kind: 'bag' }>, 'fluid' | 'bag'>,
  moment: Moment,
): string {
  const moved = later(moment);
  const accent = fluid === 'blood' ? palette.red : kind === 'irrigation' ? palette.teal : palette.blue;
  // An irrigation bag is larger than an infusion bag.
  const box =
    kind === 'irrigation' ? { x: 160, y: 36, width: 260, height: 234 } : { x: 190, y: 40, width: 200, height: 230 };
  // A level scene shows the fluid going down.
  const fill = action === 'level' ? (moved ? 0.46 : 0.6) : 0.78;
  const bag = ivBag(box.x, box.y, box.width, box.height, fill, accent, fluid === 'blood' ? '#b23a3a' : undefined);
  const ports = {
    white: Math.round(box.x + box.width * 0.3),
    coloured: Math.round(box.x + box.width * 0.7),
    y: box.y + box.height,
  };
  switch (action) {
    case 'inspect':
      return `${bag}${badge(470, 150, moved ? 'check' : 'look', 0)}`;
    case 'hang':
      return `<path d="M290 18 v${moved ? 14 : 0}" stroke="${palette.steel}" stroke-width="6"/><path d="M250 18 H330" stroke="${palette.steel}" stroke-width="6" stroke-linecap="round"/><g transform="translate(0 ${moved ? 0 : 40})">${bag}</g>${moved ? '' : arrow(440, 200, 440, 120)}`;
    case 'spike': {
      const y = moved ? ports.y + 4 : ports.y + 44;
      return `${bag}<path d="M${ports.white} ${y} l-8 24 h16 Z" fill="${palette.steel}"/>
<rect x="${ports.white - 15}" y="${y + 24}" width="30" height="52" rx="8" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>
<rect x="${ports.white - 11}" y="${y + 54}" width="22" height="18" rx="5" fill="${fluid === 'blood' ? palette.red : palette.fluid}" opacity="${moved ? 1 : 0.3}"/>
${tube(`M${ports.white} ${y + 76} V${y + 130}`, 5)}${moved ? '' : arrow(ports.white + 70, y + 40, ports.white + 24, y + 10)}`;
    }
    case 'inject': {
      const y = moved ? ports.y + 4 : ports.y + 40;
      return `${bag}<rect x="${ports.coloured - 5}" y="${y}" width="10" height="12" rx="2" fill="${palette.steel}"/>
<rect x="${ports.coloured - 16}" y="${y + 12}" width="32" height="72" rx="6" fill="${palette.white}" stroke="${palette.steel}" stroke-width="3"/>
<rect x="${ports.coloured - 12}" y="${y + 16}" width="24" height="${moved ? 14 : 50}" rx="4" fill="${palette.amber}" opacity="0.7"/>
<rect x="${ports.coloured - 4}" y="${y + (moved ? 34 : 70)}" width="8" height="${moved ? 70 : 40}" rx="3" fill="${palette.navy}"/>
<rect x="${ports.coloured - 18}" y="${y + (moved ? 102 : 108)}" width="36" height="8" rx="3" fill="${palette.navy}"/>
${arrow(ports.coloured + 70, y + 60, ports.coloured + 26, y + 20)}`;
    }
    case 'level': {
      const level = box.y + 14 + (box.height - 14) * (1 - fill);
      const right = box.x + box.width;
      return `${bag}<path d="M${right + 30} ${level} h-40" stroke="${palette.amber}" stroke-width="5" stroke-linecap="round" opacity="${moved ? 1 : 0.4}"/>${arrow(right + 110, level, right + 40, level, palette.amber)}<circle cx="${right + 130}" cy="${level}" r="16" fill="none" stroke="${palette.navy}" stroke-width="4"/><circle cx="${right + 130}" cy="${level}" r="6" fill="${palette.navy}"/>`;
    }
    case 'mix': {
      const [left, right] = [box.x - 20, box.x + box.width + 20];
      return `${bag}<path d="${moved ? `M${left} 110 C${left - 40} 180 ${left - 40} 240 ${left} 300` : `M${right} 110 C${right + 40} 180 ${right + 40} 240 ${right} 300`}" fill="none" stroke="${palette.teal}" stroke-width="6" stroke-linecap="round"/>${moved ? arrow(left - 20, 250, left + 2, 300, palette.teal) : arrow(right + 20, 250, right - 2, 300, palette.teal)}`;
    }
    case 'twist': {
      const turn = moved ? 90 : 0;
      return `${bag}<g transform="rotate(${turn} ${ports.coloured} ${ports.y + 20})"><rect x="${ports.coloured - 16}" y="${ports.y + 6}" width="32" height="26" rx="6" fill="${palette.blue}"/></g><path d="M${ports.coloured + 36} ${ports.y + 2} a36 36 0 0 1 0 40" fill="none" stroke="${palette.amber}" stroke-width="5" stroke-linecap="round"/>`;
    }
  }
}

export function vialStage(action: Action<'vial'>, moment: Moment): string {
  const moved = later(moment);
  const vialY = action === 'attach' && !moved ? 30 : 70;
  const vialFill = action === 'transfer' && moved ? 0.15 : 0.6;
  const vial = `<rect x="262" y="${vialY}" width="56" height="18" rx="4" fill="${palette.navy}"/>
<rect x="254" y="${vialY + 18}" width="72" height="100" rx="12" fill="${palette.white}" fill-opacity="0.9" stroke="${palette.steel}" stroke-width="3"/>
<rect x="258" y="${vialY + 22 + 92 * (1 - vialFill)}" width="64" height="${92 * vialFill}" rx="9" fill="${palette.fluid}"/>`;
  const adapter = `<path d="M266 190 h48 l-10 30 h-28 Z" fill="${palette.teal}"/><rect x="282" y="220" width="16" height="34" rx="4" fill="${palette.teal}"/>`;
  const bag = `<rect x="200" y="254" width="180" height="120" rx="18" fill="${palette.white}" stroke="${palette.line}" stroke-width="3"/><rect x="204" y="${action === 'transfer' && moved ? 280 : 300}" width="172" height="${action === 'transfer' && moved ? 90 : 70}" rx="14" fill="${palette.fluid}"/>`;
  switch (action) {
    case 'attach':
      return `${bag}${adapter}${vial}${moved ? '' : arrow(360, 60, 360, 130)}`;
    case 'connect':
      return `${bag}<g transform="translate(0 ${moved ? 0 : -40})">${adapter}${vial}</g>${moved ? '' : arrow(400, 150, 400, 220)}`;
    case 'mix':
      return `${bag}${adapter}${vial}<path d="M${moved ? '230 140 A70 70 0 0 1 350 140' : '230 100 A70 70 0 0 0 350 100'}" fill="none" stroke="${palette.amber}" stroke-width="6" stroke-linecap="round"/>`;
    case 'transfer':
      return `${bag}${adapter}${vial}${arrow(390, 120, 390, 300, palette.sky)}`;
    case 'done':
      return `${bag}${adapter}${vial}${moved ? badge(470, 150, 'check', 0) : ''}`;
  }
}

export function softwareStage(
  view: Extract<Scene, { kind: 'software' }>['view'],
  press: 'add' | 'save' | 'release' | undefined,
  moment: Moment,
): string {
  const pressed = press !== undefined && later(moment);
  // A release scene that presses nothing shows the release done.
  const released = press === undefined || pressed;
  const win = { x: 64, y: 52, width: 512, height: 308 };
  const side = [palette.blue, palette.teal, palette.amber, palette.sky]
    .map(
      (c, i) =>
        `<rect x="${win.x + 18}" y="${win.y + 56 + i * 44}" width="28" height="28" rx="7" fill="${c}" opacity="${i === ['library', 'areas', 'settings', 'release'].indexOf(view === 'form' ? 'library' : view) ? 1 : 0.35}"/>`,
    )
    .join('');
  const button = (label: 'add' | 'save' | 'release', x: number, y: number) => {
    const lit = pressed && press === label;
    const mark = {
      add: `<path d="M${x + 24} ${y + 9} v18 M${x + 15} ${y + 18} h18" stroke="${palette.white}" stroke-width="4" stroke-linecap="round"/>`,
      save: `<path d="M${x + 14} ${y + 18} l7 7 13 -14" fill="none" stroke="${palette.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
      release: `<path d="M${x + 24} ${y + 28} V${y + 10} M${x + 16} ${y + 17} l8 -8 8 8" fill="none" stroke="${palette.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    }[label];
    return `<rect x="${x}" y="${y}" width="48" height="36" rx="8" fill="${lit ? palette.teal : palette.blue}"/>${mark}${lit ? `<circle cx="${x + 24}" cy="${y + 18}" r="30" fill="none" stroke="${palette.teal}" stroke-width="3"/>` : ''}`;
  };
  const main = { x: win.x + 70, y: win.y + 50 };
  const rows = (count: number, chosen: number) =>
    Array.from({ length: count }, (_, i) => {
      const y = main.y + 50 + i * 36;
      return `<rect x="${main.x}" y="${y}" width="410" height="28" rx="6" fill="${i === chosen ? palette.tint : palette.white}" stroke="${i === chosen ? palette.sky : palette.line}" stroke-width="2"/><rect x="${main.x + 12}" y="${y + 10}" width="${110 + ((i * 53) % 80)}" height="8" rx="4" fill="${palette.steel}"/><rect x="${main.x + 300}" y="${y + 10}" width="70" height="8" rx="4" fill="${palette.line}"/>`;
    }).join('');
  const content = {
    library: `${rows(6, pressed ? 5 : 2)}${button('add', main.x + 362, main.y)}`,
    form: `<rect x="${main.x + 30}" y="${main.y + 20}" width="350" height="220" rx="12" fill="${palette.white}" stroke="${palette.line}" stroke-width="2"/>
${[0, 1, 2].map((i) => `<rect x="${main.x + 54}" y="${main.y + 52 + i * 52}" width="90" height="8" rx="4" fill="${palette.steel}"/><rect x="${main.x + 164}" y="${main.y + 40 + i * 52}" width="180" height="32" rx="6" fill="${palette.mist}" stroke="${i === (pressed ? 2 : 1) ? palette.sky : palette.line}" stroke-width="2"/>`).join('')}
${button('save', main.x + 310, main.y + 196)}`,
    areas: `${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${main.x + (i % 3) * 140}" y="${main.y + 48 + Math.floor(i / 3) * 100}" width="126" height="86" rx="10" fill="${i === (pressed ? 5 : 1) ? palette.tint : palette.white}" stroke="${i === (pressed ? 5 : 1) ? palette.sky : palette.line}" stroke-width="2"/><rect x="${main.x + 14 + (i % 3) * 140}" y="${main.y + 62 + Math.floor(i / 3) * 100}" width="26" height="26" rx="6" fill="${[palette.teal, palette.sky, palette.amber, '#9b7bd4', palette.red, palette.blue][i]}"/>`).join('')}${button('add', main.x + 362, main.y)}`,
    settings: `${[0, 1, 2, 3, 4]
      .map((i) => {
        const on = i % 2 === 0 || (pressed && i === 3);
        const y = main.y + 50 + i * 40;
        return `<rect x="${main.x}" y="${y + 8}" width="${150 + ((i * 37) % 70)}" height="8" rx="4" fill="${palette.steel}"/><rect x="${main.x + 330}" y="${y}" width="48" height="24" rx="12" fill="${on ? palette.teal : palette.line}"/><circle cx="${main.x + (on ? 366 : 342)}" cy="${y + 12}" r="9" fill="${palette.white}"/>`;
      })
      .join('')}${button('save', main.x + 362, main.y)}`,
    release: `<rect x="${main.x + 60}" y="${main.y + 140}" width="300" height="20" rx="10" fill="${palette.mist}" stroke="${palette.line}" stroke-width="2"/><rect x="${main.x + 62}" y="${main.y + 142}" width="${released ? 296 : 90}" height="16" rx="8" fill="${palette.teal}"/>${released ? badge(main.x + 210, main.y + 80, 'check', 0) : `<path d="M${main.x + 210} ${main.y + 110} V${main.y + 56} M${main.x + 190} ${main.y + 76} l20 -20 20 20" fill="none" stroke="${palette.blue}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`}${button('release', main.x + 362, main.y)}`,
  }[view];
  return `<rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="14" fill="${palette.white}" stroke="${palette.line}" stroke-width="3"/>
<rect x="${win.x}" y="${win.y}" width="${win.width}" height="36" rx="14" fill="${palette.navy}"/><rect x="${win.x}" y="${win.y + 22}" width="${win.width}" height="14" fill="${palette.navy}"/>
${[0, 1, 2].map((i) => `<circle cx="${win.x + 22 + i * 18}" cy="${win.y + 18}" r="5" fill="${palette.screenMuted}"/>`).join('')}
<rect x="${win.x}" y="${win.y + 36}" width="64" height="${win.height - 36}" fill="${palette.mist}"/>
${side}
<rect x="${main.x}" y="${main.y + 6}" width="180" height="14" rx="7" fill="${palette.navy}"/>
${content}`;
}
