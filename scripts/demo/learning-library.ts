/**
 * The demo's learning library: the course catalogue of a learning system, in English
 * (learning-library/index.html) and Spanish (learning-library/es/index.html), each course a card with
 * its picture, kind, length and progress, opening in a new tab. It stands in for the deployment's
 * own library (LEARNING_LIBRARY_URL), which the portal frames.
 *
 * The portal serves a package's pages sandboxed, in an origin of their own, under its strict
 * policy: no inline styles or scripts, no files of the package's folder (asked for without the
 * session) and none of the portal's images (another origin to the sandbox). So the pages lay
 * themselves out with HTML attributes and carry their pictures in data: addresses.
 */
import { drawnBy, escapeXml, palette, svgDocument } from './svg';
import { softwareStage } from './video/props';
import { pumpStage } from './video/pump-screen';

type Lang = 'en' | 'es';

interface Course {
  slug: string;
  picture: () => string;
  title: Record<Lang, string>;
  kind: 'course' | 'video' | 'quiz';
  minutes: number;
  /** Share of the course done, 0 to 1. */
  done: number;
  about: Record<Lang, string>;
}

const moment = { step: 0, steps: 1, progress: 1 };

const courses: Course[] = [
  {
    slug: 'drug-library-basics',
    picture: () => softwareStage('library', undefined, moment),
    title: { en: 'Drug library basics', es: 'Fundamentos de la biblioteca de fármacos' },
    kind: 'course',
    minutes: 20,
    done: 1,
    about: {
      en: 'How the drug library protects patients, and what each of its parts does.',
      es: 'Cómo protege al paciente la biblioteca de fármacos y para qué sirve cada parte.',
    },
  },
  {
    slug: 'building-care-areas',
    picture: () => softwareStage('areas', undefined, moment),
    title: { en: 'Building care areas', es: 'Creación de áreas de cuidados' },
    kind: 'course',
    minutes: 15,
    done: 0.4,
    about: {
      en: 'Group drugs and pump settings by unit, with the limits each unit needs.',
      es: 'Agrupe fármacos y ajustes de la bomba por unidad, con los límites de cada una.',
    },
  },
  {
    slug: 'concentrations-and-dose-limits',
    picture: () =>
      pumpStage(
        { kind: 'pump', state: 'setup', fields: [{ icon: 'dose', value: '2', unit: 'mg/h', focus: true }] },
        moment,
      ),
    title: { en: 'Concentrations and dose limits', es: 'Concentraciones y límites de dosis' },
    kind: 'course',
    minutes: 25,
    done: 0,
    about: {
      en: 'Soft and hard limits, and how the pump shows them at the bedside.',
      es: 'Límites flexibles y absolutos, y cómo los muestra la bomba a pie de cama.',
    },
  },
  {
    slug: 'publishing-the-drug-library',
    picture: () => softwareStage('release', undefined, moment),
    title: { en: 'Publishing the drug library', es: 'Publicación de la biblioteca de fármacos' },
    kind: 'video',
    minutes: 8,
    done: 0,
    about: {
      en: 'Release a checked library and follow it reaching every pump.',
      es: 'Publique una biblioteca revisada y siga su llegada a cada bomba.',
    },
  },
  {
    slug: 'pharmacy-competency',
    picture: () => softwareStage('settings', undefined, moment),
    title: { en: 'Pharmacy competency assessment', es: 'Evaluación de competencias de farmacia' },
    kind: 'quiz',
    minutes: 10,
    done: 0,
    about: {
      en: 'Ten questions to confirm you are ready to maintain the library.',
      es: 'Diez preguntas para confirmar que está preparado para mantener la biblioteca.',
    },
  },
];

const words = {
  en: {
    library: 'Learning Library',
    heading: 'Pharmacy courses',
    intro: 'Self-paced courses for pharmacists and drug library administrators. Your progress is kept for you.',
    kinds: { course: 'eLearning', video: 'Video', quiz: 'Assessment' },
    minutes: (n: number) => `${n} min`,
    progress: (done: number) =>
      done === 1 ? 'Completed' : done === 0 ? 'Not started' : `${Math.round(done * 100)}% done`,
    open: (done: number) => (done === 1 ? 'Review it' : done === 0 ? 'Start it' : 'Continue'),
    newTab: 'in a new tab',
    other: { label: 'Español', href: 'es/index.html', lang: 'es' },
    demo: 'Demo learning library. A deployment shows its own learning system here.',
    course: 'This demo course stands in for a course of the learning system.',
    back: 'Back to the catalogue',
  },
  es: {
    library: 'Biblioteca de formación',
    heading: 'Cursos de farmacia',
    intro:
      'Cursos a su ritmo para farmacéuticos y administradores de la biblioteca de fármacos. Su progreso se guarda.',
    kinds: { course: 'eLearning', video: 'Vídeo', quiz: 'Evaluación' },
    minutes: (n: number) => `${n} min`,
    progress: (done: number) =>
      done === 1 ? 'Completado' : done === 0 ? 'Sin empezar' : `${Math.round(done * 100)} % hecho`,
    open: (done: number) => (done === 1 ? 'Repáselo' : done === 0 ? 'Empiécelo' : 'Continúe'),
    newTab: 'en una pestaña nueva',
    other: { label: 'English', href: '../index.html', lang: 'en' },
    demo: 'Biblioteca de formación de demostración. Cada instalación muestra aquí su propio sistema de formación.',
    course: 'Este curso de demostración sustituye a un curso del sistema de formación.',
    back: 'Volver al catálogo',
  },
} as const;

const face = 'Segoe UI, Helvetica Neue, Arial, Liberation Sans, sans-serif';
const pictureWidth = 256;
const pictureHeight = 144;

/** A picture as a data: address: SVG with its few unsafe characters escaped, far smaller than base64. */
function dataAddress(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** A course's picture: the scene it teaches, cropped to 16:9. */
function coursePicture(course: Course): string {
  const body = `<rect x="40" y="20" width="560" height="360" fill="${palette.tint}"/>
<circle cx="560" cy="60" r="150" fill="${palette.white}" opacity="0.5"/>${course.picture()}`;
  const svg = svgDocument(pictureWidth, pictureHeight, course.title.en, body).replace(
    `viewBox="0 0 ${pictureWidth} ${pictureHeight}"`,
    'viewBox="40 20 560 315"',
  );
  return dataAddress(svg);
}

/** The portal's droplet, as its own icon draws it. */
const libraryMark = dataAddress(
  svgDocument(
    28,
    28,
    '',
    `<rect width="28" height="28" rx="7" fill="${palette.white}"/><path d="M14 5c-2.2 3.7-6 8-6 11.5a6 6 0 0 0 12 0C20 13 16.2 8.7 14 5Z" fill="${palette.blue}"/>`,
  ),
);

function progressBar(done: number): string {
  const filled = Math.round(done * 100);
  const cells = [
    filled > 0 ? `<td width="${filled}%" bgcolor="${palette.teal}" height="6"></td>` : '',
    filled < 100 ? `<td width="${100 - filled}%" bgcolor="${palette.line}" height="6"></td>` : '',
  ];
  return `<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${cells.join('')}</tr></table>`;
}

/** A course's card: picture, kind and length, its title (the link, to a new tab), what it covers and the reader's progress. */
function card(course: Course, lang: Lang): string {
  const w = words[lang];
  return `<table align="left" width="${pictureWidth + 24}" cellpadding="12" cellspacing="0" border="0"><tr><td>
<table width="${pictureWidth}" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td><img src="${coursePicture(course)}" width="${pictureWidth}" height="${pictureHeight}" alt=""></td></tr>
<tr><td><table width="100%" cellpadding="14" cellspacing="0" border="0"><tr><td>
<font face="${face}" size="2" color="${palette.blue}"><b>${escapeXml(w.kinds[course.kind])}</b> · ${escapeXml(w.minutes(course.minutes))}</font>
<h2><font face="${face}" size="4"><a href="courses/${course.slug}.html" target="_blank">${escapeXml(course.title[lang])}</a></font></h2>
<p><font face="${face}" size="2" color="#3b4754">${escapeXml(course.about[lang])}</font></p>
${progressBar(course.done)}
<p><font face="${face}" size="2" color="#3b4754"><b>${escapeXml(w.progress(course.done))}</b> · ${escapeXml(w.open(course.done))} ${escapeXml(w.newTab)}</font></p>
</td></tr></table></td></tr></table>
</td></tr></table>`;
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title></head>
<body bgcolor="${palette.mist}" text="#1f2933" link="${palette.blue}" vlink="${palette.blue}" alink="${palette.navy}" marginwidth="0" marginheight="0">
<!-- ${drawnBy} -->
${body}
</body>
</html>
`;
}

function header(lang: Lang, otherHref: string): string {
  const w = words[lang];
  return `<table width="100%" cellpadding="14" cellspacing="0" border="0" bgcolor="${palette.navy}"><tr>
<td><img src="${libraryMark}" width="28" height="28" alt="" align="absmiddle"> <font face="${face}" size="4" color="#ffffff"><b>${escapeXml(w.library)}</b></font></td>
<td align="right"><font face="${face}" size="2"><a href="${otherHref}" hreflang="${w.other.lang}" lang="${w.other.lang}"><font color="#ffffff">${escapeXml(w.other.label)}</font></a></font></td>
</tr></table>`;
}

/** The catalogue page in a language: learning-library/index.html, or es/index.html. */
export function libraryPage(lang: Lang): string {
  const w = words[lang];
  return page(
    lang,
    w.library,
    `${header(lang, w.other.href)}
<table width="100%" cellpadding="12" cellspacing="0" border="0"><tr><td>
<h1><font face="${face}" color="${palette.navy}">${escapeXml(w.heading)}</font></h1>
<p><font face="${face}" size="3">${escapeXml(w.intro)}</font></p>
${courses.map((course) => card(course, lang)).join('\n')}
<br clear="all">
<p><font face="${face}" size="2" color="#59636e">${escapeXml(w.demo)}</font></p>
</td></tr></table>`,
  );
}

/** A course's page, opened from its card in a tab of its own: learning-library[/es]/courses/<slug>.html. */
export function coursePage(slug: string, lang: Lang): string | undefined {
  const course = courses.find((c) => c.slug === slug);
  if (!course) return undefined;
  const w = words[lang];
  return page(
    lang,
    course.title[lang],
    `${header(lang, lang === 'en' ? `../es/courses/${slug}.html` : `../../courses/${slug}.html`)}
<table width="100%" cellpadding="12" cellspacing="0" border="0"><tr><td>
<img src="${coursePicture(course)}" width="${pictureWidth * 2}" height="${pictureHeight * 2}" alt="">
<h1><font face="${face}" color="${palette.navy}">${escapeXml(course.title[lang])}</font></h1>
<p><font face="${face}" size="3"><b>${escapeXml(w.kinds[course.kind])}</b> · ${escapeXml(w.minutes(course.minutes))}</font></p>
<p><font face="${face}" size="3">${escapeXml(course.about[lang])}</font></p>
<p><font face="${face}" size="3">${escapeXml(w.course)}</font></p>
<p><font face="${face}" size="3"><a href="../index.html">${escapeXml(w.back)}</a></font></p>
</td></tr></table>`,
  );
}

export const courseSlugs = courses.map((course) => course.slug);
