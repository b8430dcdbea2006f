/** Small, self-contained demo images and pages; no external fonts or requests. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function cardSvg(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
  <title>${escapeXml(title)}</title>
  <rect width="320" height="200" fill="#e8f0f8"/>
  <rect x="120" y="30" width="80" height="110" rx="10" fill="#0b4f8a"/>
  <rect x="132" y="44" width="56" height="34" rx="4" fill="#cfe3f5"/>
  <circle cx="160" cy="110" r="12" fill="#cfe3f5"/>
  <text x="160" y="178" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#0b2540">${escapeXml(title)}</text>
</svg>
`;
}

export function logoSvg(first: string, second: string): string {
  const label = `${first} ${second}`.trim();
  // Wide enough for the label in an 18px bold sans-serif, so it never clips.
  const width = 52 + Math.ceil(label.length * 11.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">
  <title>${escapeXml(label)}</title>
  <circle cx="20" cy="20" r="14" fill="#0b4f8a"/>
  <text x="42" y="26" font-family="sans-serif" font-size="18" font-weight="bold" fill="#0b2540">${escapeXml(label)}</text>
</svg>
`;
}

export function iconSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
  <title>${escapeXml(name)}</title>
  <circle cx="24" cy="24" r="22" fill="#0b4f8a"/>
  <text x="24" y="31" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#ffffff">${escapeXml(name.charAt(0).toUpperCase())}</text>
</svg>
`;
}

export function trainingPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>
<body>
<h1>${escapeXml(title)}</h1>
<p>Demo eLearning package. A real package replaces this folder.</p>
</body>
</html>
`;
}

/** Stands in for the video host's player page, so the demo embeds nothing from off the machine. */
export function videoPlayerPage(title: string, productTitle: string, lang?: string): string {
  // The portal's video page holds this page in a frame under its own h1 of the same title: a
  // second h1 would give the page two.
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>
<body>
<h2${lang ? ` lang="${escapeXml(lang)}"` : ''}>${escapeXml(title)}</h2>
<p>${escapeXml(productTitle)}: demo video player. The deployment's video host plays the real video here.</p>
</body>
</html>
`;
}
