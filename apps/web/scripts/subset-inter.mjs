#!/usr/bin/env node
// Writes src/fonts/inter-basic-latin.woff2 and src/fonts/inter-basic-latin.css: Inter (the
// variable font of @fontsource-variable/inter) cut down to the characters of English text, ASCII
// and its usual typographic companions. main.tsx imports the CSS after Fontsource's, so for those
// characters the browser picks this face (the last declared wins where ranges overlap) and
// downloads about 29 kB instead of Fontsource's 48 kB Latin file; a page that shows an accented
// letter or another script still fetches the Fontsource file that covers it.
//
//   node apps/web/scripts/subset-inter.mjs    # after an upgrade of @fontsource-variable/inter
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Code point ranges kept: ASCII, no-break space, « · », dashes, quotes, bullet, ellipsis, ‹ ›, €, ™. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xab, 0xab],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(webDir, 'package.json'));
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');
const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
});
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(',');
const fontsDir = path.join(webDir, 'src', 'fonts');
writeFileSync(path.join(fontsDir, 'inter-basic-latin.woff2'), font);
writeFileSync(
  path.join(fontsDir, 'inter-basic-latin.css'),
  `/* Made by apps/web/scripts/subset-inter.mjs: do not edit. */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./inter-basic-latin.woff2) format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`,
);
console.log(`inter-basic-latin.woff2: ${font.length} bytes (${unicodeRange})`);
