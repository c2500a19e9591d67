// Writes the app's icons from the one Velvet mark: the favicon, the manifest's 192 and 512 icons, a
// maskable 512 (full bleed, the mark inside the central safe circle) and the Apple touch icon.
// Run once after changing the mark (`node scripts/make-icons.mjs` in apps/web); the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const BRAND = '#7d1c74';
const INK = '#fbeefa';
const GLYPH = 'M8 9h4l4 11 4-11h4l-6.2 15h-3.6z';

/** The mark on a 32-unit square: rounded for tabs and launchers that draw icons as they are, square where the platform shapes it. */
const markSvg = ({ rounded, scale = 1 }) => {
  const shrink = scale === 1 ? '' : ` transform="translate(16 16) scale(${scale}) translate(-16 -16)"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"${rounded ? ' rx="8"' : ''} fill="${BRAND}"/>` +
    `<path${shrink} d="${GLYPH}" fill="${INK}"/></svg>`
  );
};

const png = (svg, size) => sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

const rounded = markSvg({ rounded: true });
// Maskable icons are cropped to as little as the central circle of 80% diameter: the mark stays inside it.
const fullBleed = markSvg({ rounded: false, scale: 0.8 });

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/favicon.svg', `${rounded}\n`);
writeFileSync('public/icons/icon-192.png', await png(rounded, 192));
writeFileSync('public/icons/icon-512.png', await png(rounded, 512));
writeFileSync('public/icons/icon-maskable-512.png', await png(fullBleed, 512));
writeFileSync('public/icons/apple-touch-icon.png', await png(fullBleed, 180));
