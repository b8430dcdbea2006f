/**
 * The catalogue's product pictures (400 by 300, the cards' 4:3), one per demo line, named by their
 * file under content/images/cards. They show the device and nothing written: the card and the
 * home page print the line's name beside the picture, in the reader's language.
 */
import { backdrop, palette, svgDocument } from '../svg';
import { dripChamber, ivBag, keys, pumpScreen, shadow, tube } from './parts';

const width = 400;
const height = 300;

/** A large-volume pump clamped to an IV pole, a bag hanging above it. */
function infusionPump() {
  return `${backdrop(width, height)}
<rect x="197" y="14" width="7" height="290" rx="3" fill="${palette.steel}"/>
<path d="M132 30 H268" stroke="${palette.steel}" stroke-width="6" stroke-linecap="round"/>
<path d="M140 30 v10 M262 30 v10" stroke="${palette.steel}" stroke-width="4" stroke-linecap="round"/>
${ivBag(104, 44, 72, 96, 0.68)}
${tube('M125 154 C125 190 170 170 178 196 L178 206')}
<rect x="186" y="168" width="24" height="22" rx="4" fill="${palette.line}"/>
<rect x="172" y="120" width="150" height="166" rx="18" fill="${palette.white}" stroke="${palette.line}" stroke-width="2.5"/>
<rect x="172" y="120" width="14" height="166" rx="7" fill="${palette.blue}"/>
${pumpScreen(196, 136, 112, 76)}
<rect x="196" y="222" width="112" height="52" rx="8" fill="${palette.mist}" stroke="${palette.line}" stroke-width="2"/>
${tube('M178 206 C178 240 206 236 222 248 S 236 300 226 300', 4)}
${keys(270, 248, 2, 22, 8, palette.teal)}`;
}

/** A compact volumetric pump with its carrying handle, door and keypad, fed from a bag. */
function volumetricPump() {
  return `${backdrop(width, height)}
${ivBag(36, 24, 66, 90, 0.55)}
${tube('M56 128 C56 160 88 150 96 168')}
${shadow(200, 272, 150)}
<path d="M140 112 v-14 a14 14 0 0 1 14 -14 h92 a14 14 0 0 1 14 14 v14" fill="none" stroke="${palette.navy}" stroke-width="10" stroke-linecap="round"/>
<rect x="62" y="108" width="276" height="156" rx="22" fill="${palette.white}" stroke="${palette.line}" stroke-width="2.5"/>
<rect x="62" y="236" width="276" height="28" rx="14" fill="${palette.tint}"/>
<rect x="80" y="124" width="104" height="104" rx="14" fill="${palette.mist}" stroke="${palette.line}" stroke-width="2"/>
${tube('M96 168 V214 C96 232 112 232 112 250', 4)}
<rect x="150" y="150" width="22" height="44" rx="6" fill="${palette.teal}"/>
${pumpScreen(200, 124, 120, 70)}
${keys(212, 212, 5, 24, 8)}`;
}

/** A syringe pump with a filled syringe on top and its line curling away. */
function syringePump() {
  const ticks = Array.from(
    { length: 7 },
    (_, i) => `<path d="M${112 + i * 20} 118 v8" stroke="${palette.steel}" stroke-width="1.5"/>`,
  );
  return `${backdrop(width, height)}
${shadow(200, 262, 160)}
${tube('M70 128 C36 128 30 170 52 196 S 60 250 30 270', 4)}
<rect x="56" y="150" width="290" height="102" rx="20" fill="${palette.white}" stroke="${palette.line}" stroke-width="2.5"/>
<rect x="56" y="224" width="290" height="28" rx="14" fill="${palette.tint}"/>
<rect x="70" y="122" width="10" height="12" rx="2" fill="${palette.steel}"/>
<rect x="80" y="110" width="170" height="36" rx="8" fill="${palette.white}" fill-opacity="0.85" stroke="${palette.steel}" stroke-width="2.5"/>
<rect x="82" y="114" width="110" height="28" rx="5" fill="${palette.fluid}"/>
${ticks.join('')}
<rect x="192" y="112" width="10" height="32" rx="2" fill="${palette.navy}"/>
<rect x="202" y="124" width="84" height="8" rx="3" fill="${palette.steel}"/>
<rect x="280" y="100" width="34" height="56" rx="8" fill="${palette.blue}"/>
<rect x="248" y="102" width="8" height="52" rx="3" fill="${palette.navy}"/>
${pumpScreen(206, 164, 120, 52, palette.amber)}
${keys(82, 190, 3, 28, 10)}`;
}

/** An earlier volumetric pump: a tall body with a large front door, its lever and a keypad. */
function volumatPump() {
  const keypad = Array.from({ length: 9 }, (_, i) => {
    const x = 248 + (i % 3) * 22;
    const y = 178 + Math.floor(i / 3) * 20;
    return `<rect x="${x}" y="${y}" width="16" height="14" rx="4" fill="${palette.mist}" stroke="${palette.line}" stroke-width="1.5"/>`;
  });
  return `${backdrop(width, height)}
${shadow(200, 282, 110)}
${tube('M170 18 V46', 4)}
${dripChamber(170, 14)}
<rect x="110" y="44" width="200" height="232" rx="20" fill="${palette.white}" stroke="${palette.line}" stroke-width="2.5"/>
<rect x="110" y="44" width="200" height="30" rx="15" fill="${palette.navy}"/>
<rect x="126" y="86" width="96" height="170" rx="12" fill="${palette.tint}" stroke="${palette.line}" stroke-width="2"/>
<rect x="140" y="100" width="68" height="120" rx="8" fill="${palette.white}" stroke="${palette.line}" stroke-width="1.5"/>
${tube('M170 74 V252', 4)}
<rect x="196" y="150" width="18" height="58" rx="6" fill="${palette.blue}"/>
${pumpScreen(236, 90, 62, 72, palette.sky)}
${keypad.join('')}`;
}

/** A Freeflex bag beside a coiled administration set and a syringe. */
function freeflex() {
  return `${backdrop(width, height)}
${shadow(140, 276, 90)}
${ivBag(66, 34, 140, 200, 0.78)}
${tube('M118 248 C118 272 150 272 170 262', 4)}
${dripChamber(292, 48)}
${tube('M292 82 V104 C292 134 244 132 246 160 C248 190 336 182 336 212 C336 242 262 236 268 262')}
<rect x="283" y="112" width="22" height="26" rx="5" fill="${palette.white}" stroke="${palette.steel}" stroke-width="2"/>
<circle cx="294" cy="125" r="6" fill="${palette.teal}"/>
<path d="M292 30 V48" stroke="${palette.steel}" stroke-width="5" stroke-linecap="round"/>
<rect x="232" y="236" width="90" height="18" rx="4" fill="${palette.white}" stroke="${palette.steel}" stroke-width="2" transform="rotate(-12 277 245)"/>
<rect x="236" y="240" width="50" height="10" rx="2" fill="${palette.fluid}" transform="rotate(-12 277 245)"/>`;
}

/** Two large irrigation bags with the Y set that joins them. */
function soluflex() {
  return `${backdrop(width, height, palette.tealTint)}
${ivBag(58, 26, 120, 176, 0.82, palette.teal)}
${ivBag(222, 26, 120, 176, 0.64, palette.teal)}
${tube('M94 218 C94 250 160 240 200 258 M258 218 C258 246 220 240 200 258')}
${tube('M200 258 V300')}
<rect x="190" y="268" width="20" height="22" rx="5" fill="${palette.white}" stroke="${palette.steel}" stroke-width="2"/>
<rect x="86" y="226" width="16" height="20" rx="4" fill="${palette.teal}"/>
<rect x="241" y="232" width="16" height="20" rx="4" fill="${palette.teal}"/>`;
}

/** Any other line's picture until it has its own: a device with a screen and keys. */
function genericDevice() {
  return `${backdrop(width, height)}
${shadow(200, 262, 120)}
<rect x="104" y="64" width="192" height="192" rx="24" fill="${palette.white}" stroke="${palette.line}" stroke-width="2.5"/>
${pumpScreen(128, 88, 144, 92)}
${keys(152, 218, 4, 32, 11)}`;
}

const pictures: Record<string, () => string> = {
  'infusion-pump': infusionPump,
  'volumetric-pump': volumetricPump,
  'syringe-pump': syringePump,
  'volumat-mc': volumatPump,
  'freeflex-and-disposables': freeflex,
  'soluflex-and-disposables': soluflex,
};

/** The picture for content/images/cards/<name>.svg; `alt` (the card's) titles the file. */
export function productPicture(name: string, alt: string): string {
  const draw = Object.hasOwn(pictures, name) ? pictures[name] : undefined;
  return svgDocument(width, height, alt, (draw ?? genericDevice)());
}
