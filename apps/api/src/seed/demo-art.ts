import sharp from 'sharp';

/**
 * The demo platform's pictures, drawn at seed time: each creator gets a palette from their name, and
 * every avatar, cover, post, story and product picture is an SVG scene in that palette rasterised by
 * sharp to a JPEG, so link previews and social networks get real images and no two creators look alike.
 */

/** A small deterministic generator (mulberry32) seeded by a string: the same seed draws the same picture. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // The first outputs of close seeds are close too: skip them.
  for (let index = 0; index < 4; index += 1) next();
  return next;
}

type Palette = { deep: string; mid: string; light: string; accent: string };

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;

/** Base hues far enough apart that neighbours in the list never look alike. */
const BASE_HUES = [348, 205, 32, 150, 270, 185, 12, 95, 230, 315];

/** The palette in slot `slot` (a creator's place in the demo list): four colours around its hue and a contrasting accent. */
export function paletteOf(slot: number): Palette {
  const hue = BASE_HUES[slot % BASE_HUES.length]!;
  return { deep: hsl(hue, 60, 22), mid: hsl(hue + 12, 68, 45), light: hsl(hue + 28, 80, 76), accent: hsl(hue + 170, 72, 62) };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linear = (id: string, from: string, to: string, angle: { x2: number; y2: number }) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${angle.x2}" y2="${angle.y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Soft translucent circles scattered over a box. */
function bubbles(random: () => number, { width, height, count, colours }: { width: number; height: number; count: number; colours: string[] }): string {
  return Array.from({ length: count }, (_, index) => {
    const radius = (0.08 + random() * 0.3) * Math.min(width, height);
    const colour = colours[index % colours.length];
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${Math.round(radius)}" fill="${colour}" fill-opacity="${(0.15 + random() * 0.35).toFixed(2)}"/>`;
  }).join('');
}

/** Smooth hills in layers under a sun, or under a moon and stars at night. */
function landscape(random: () => number, palette: Palette, width: number, height: number): string {
  const night = random() < 0.35;
  const layerCount = 3 + Math.floor(random() * 2);
  const colours = [palette.light, palette.mid, palette.deep, palette.deep];
  const layers = Array.from({ length: layerCount }, (_, layer) => {
    const base = height * (0.5 + layer * (0.4 / layerCount));
    const peaks = 3 + Math.floor(random() * 4);
    const step = width / peaks;
    let path = `M0,${Math.round(base)}`;
    for (let peak = 0; peak < peaks; peak += 1) {
      const top = base - (0.05 + random() * 0.2) * height;
      path += ` Q${Math.round(step * (peak + 0.5))},${Math.round(top)} ${Math.round(step * (peak + 1))},${Math.round(base - random() * 0.05 * height)}`;
    }
    return `<path d="${path} L${width},${height} L0,${height} Z" fill="${colours[layer]}" fill-opacity="${(0.7 + layer * 0.1).toFixed(2)}"/>`;
  });
  const orbRadius = Math.round(height * (0.07 + random() * 0.1));
  const orb = `<circle cx="${Math.round(width * (0.15 + random() * 0.7))}" cy="${Math.round(height * (0.15 + random() * 0.25))}" r="${orbRadius}" fill="${night ? '#fdf6e3' : palette.accent}" fill-opacity="0.92"/>`;
  const stars = night
    ? Array.from({ length: 40 }, () => `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height * 0.5)}" r="${(1 + random() * 2.5).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`).join('')
    : '';
  const sky = night ? `<rect width="${width}" height="${height}" fill="${palette.deep}" fill-opacity="0.85"/>` : '';
  return sky + stars + orb + layers.join('');
}

/** Rotated bands and rings: an abstract composition. */
function bands(random: () => number, palette: Palette, width: number, height: number): string {
  const stripes = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, index) => {
    const y = Math.round(height * (0.1 + random() * 0.8));
    const colour = [palette.accent, palette.light, palette.mid, palette.deep][index % 4];
    return `<rect x="${-width}" y="${y}" width="${width * 3}" height="${Math.round(height * (0.04 + random() * 0.14))}" fill="${colour}" fill-opacity="0.55" transform="rotate(${Math.round(-35 + random() * 70)} ${width / 2} ${height / 2})"/>`;
  });
  const rings = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const radius = Math.round(Math.min(width, height) * (0.1 + random() * 0.25));
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${radius}" fill="none" stroke="${palette.light}" stroke-opacity="0.7" stroke-width="${Math.round(radius / 6)}"/>`;
  });
  return stripes.join('') + rings.join('');
}

/** A mosaic of tiles in the palette, some left out. */
function mosaic(random: () => number, palette: Palette, width: number, height: number): string {
  const columns = 4 + Math.floor(random() * 5);
  const size = width / columns;
  const rows = Math.ceil(height / size);
  const colours = [palette.deep, palette.mid, palette.light, palette.accent];
  const tiles: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (random() < 0.25) continue;
      const colour = colours[Math.floor(random() * colours.length)];
      const inset = size * 0.06;
      const shape =
        random() < 0.5
          ? `<rect x="${Math.round(column * size + inset)}" y="${Math.round(row * size + inset)}" width="${Math.round(size - 2 * inset)}" height="${Math.round(size - 2 * inset)}" rx="${Math.round(size * 0.12)}"`
          : `<circle cx="${Math.round((column + 0.5) * size)}" cy="${Math.round((row + 0.5) * size)}" r="${Math.round(size / 2 - inset)}"`;
      tiles.push(`${shape} fill="${colour}" fill-opacity="0.8"/>`);
    }
  }
  return tiles.join('');
}

/** Concentric rings around a point: a target or a ripple. */
function ripples(random: () => number, palette: Palette, width: number, height: number): string {
  const [cx, cy] = [Math.round(width * (0.2 + random() * 0.6)), Math.round(height * (0.2 + random() * 0.6))];
  const colours = [palette.deep, palette.mid, palette.light, palette.accent];
  const largest = Math.hypot(width, height);
  const count = 6 + Math.floor(random() * 6);
  return Array.from({ length: count }, (_, index) => {
    const radius = Math.round(largest * (1 - index / count) * 0.8);
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colours[index % colours.length]}" fill-opacity="0.85"/>`;
  }).join('');
}

const scenes = [landscape, bands, mosaic, ripples];

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();

const frame = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');

type ArtOptions = { seed: string; slot: number };

/** A 512×512 avatar: the palette, soft shapes and the initials of `name`. */
export function avatarArt({ seed, slot }: ArtOptions, name: string): Promise<Buffer> {
  const palette = paletteOf(slot);
  const random = randomFrom(`avatar:${seed}`);
  const size = 512;
  return toJpeg(
    frame(
      size,
      size,
      `<defs>${linear('g', palette.mid, palette.deep, { x2: 1, y2: 1 })}</defs><rect width="${size}" height="${size}" fill="url(#g)"/>` +
        bubbles(random, { width: size, height: size, count: 5, colours: [palette.light, palette.accent] }) +
        `<text x="256" y="256" dy="0.35em" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="200" font-weight="700" text-anchor="middle" fill="#ffffff" fill-opacity="0.95">${escapeXml(initialsOf(name))}</text>`,
    ),
  );
}

/** A 1600×800 cover (the spec's 2:1 background crop): a wide scene in the palette. */
export function coverArt({ seed, slot }: ArtOptions): Promise<Buffer> {
  const palette = paletteOf(slot);
  const random = randomFrom(`cover:${seed}`);
  const [width, height] = [1600, 800];
  return toJpeg(
    frame(
      width,
      height,
      `<defs>${linear('g', palette.deep, palette.mid, { x2: 1, y2: 0.6 })}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
        bubbles(random, { width, height, count: 9, colours: [palette.light, palette.accent, palette.mid] }) +
        bands(random, palette, width, height),
    ),
  );
}

/** A post, story or product picture: a landscape, bands, a mosaic or ripples, chosen and drawn from `seed`. */
export function pictureArt({ seed, slot }: ArtOptions, { width, height }: { width: number; height: number }): Promise<Buffer> {
  const palette = paletteOf(slot);
  const random = randomFrom(`picture:${seed}`);
  const scene = scenes[Math.floor(random() * scenes.length)]!;
  const sky = linear('g', random() < 0.5 ? palette.light : palette.accent, palette.mid, { x2: 0, y2: 1 });
  return toJpeg(frame(width, height, `<defs>${sky}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${scene(random, palette, width, height)}`));
}
