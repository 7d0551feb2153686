// Heritage-themed pictures composed as SVG and encoded by sharp at seed time (no committed binaries):
// a sky gradient, a sun, layered hills and a pagoda, stupa, shikhara or chariot silhouette.

export type Scene = 'pagoda' | 'stupa' | 'shikhara' | 'chariot' | 'mountains' | 'portrait' | 'logo' | 'icon';
type ImageFormat = 'jpg' | 'png' | 'webp';

export interface ImageSpec {
  scene: Scene;
  width: number;
  height: number;
  format: ImageFormat;
  /** Picks the palette, so images of one scene still differ. */
  variant: number;
}

const palettes = [
  { sky: ['#f7b267', '#f4845f'], hill: ['#7d4e57', '#5b2a36'], figure: '#2b1b17', sun: '#ffe8a3' },
  { sky: ['#8ecae6', '#219ebc'], hill: ['#3a6b35', '#234d20'], figure: '#1b263b', sun: '#fff3b0' },
  { sky: ['#ffcad4', '#b5838d'], hill: ['#6d597a', '#355070'], figure: '#22223b', sun: '#fffbe6' },
  { sky: ['#fde68a', '#f59e0b'], hill: ['#92400e', '#78350f'], figure: '#3b1f0b', sun: '#fff7d6' },
  { sky: ['#c7d2fe', '#6366f1'], hill: ['#334155', '#1e293b'], figure: '#0f172a', sun: '#e0e7ff' },
  { sky: ['#fecaca', '#b91c1c'], hill: ['#7f1d1d', '#450a0a'], figure: '#1c0a0a', sun: '#fef3c7' },
];

function pagoda(cx: number, base: number, s: number, fill: string): string {
  const tiers = [0, 1, 2]
    .map((i) => {
      const w = (120 - i * 30) * s;
      const y = base - (60 + i * 55) * s;
      return `<polygon points="${cx - w},${y + 22 * s} ${cx},${y - 18 * s} ${cx + w},${y + 22 * s}"/>
        <rect x="${cx - w * 0.55}" y="${y + 22 * s}" width="${w * 1.1}" height="${33 * s}"/>`;
    })
    .join('');
  return `<g fill="${fill}"><rect x="${cx - 150 * s}" y="${base - 40 * s}" width="${300 * s}" height="${40 * s}"/>
    <rect x="${cx - 95 * s}" y="${base - 62 * s}" width="${190 * s}" height="${24 * s}"/>${tiers}
    <rect x="${cx - 3 * s}" y="${base - 250 * s}" width="${6 * s}" height="${40 * s}"/></g>`;
}

function stupa(cx: number, base: number, s: number, fill: string): string {
  return `<g fill="${fill}"><rect x="${cx - 170 * s}" y="${base - 30 * s}" width="${340 * s}" height="${30 * s}"/>
    <ellipse cx="${cx}" cy="${base - 30 * s}" rx="${130 * s}" ry="${95 * s}"/>
    <rect x="${cx - 38 * s}" y="${base - 165 * s}" width="${76 * s}" height="${50 * s}"/>
    <polygon points="${cx - 34 * s},${base - 165 * s} ${cx},${base - 300 * s} ${cx + 34 * s},${base - 165 * s}"/></g>`;
}

function shikhara(cx: number, base: number, s: number, fill: string): string {
  return `<g fill="${fill}"><rect x="${cx - 130 * s}" y="${base - 35 * s}" width="${260 * s}" height="${35 * s}"/>
    <path d="M${cx - 80 * s} ${base - 35 * s} Q${cx - 70 * s} ${base - 220 * s} ${cx} ${base - 290 * s}
      Q${cx + 70 * s} ${base - 220 * s} ${cx + 80 * s} ${base - 35 * s} Z"/>
    <rect x="${cx - 2 * s}" y="${base - 320 * s}" width="${4 * s}" height="${32 * s}"/></g>`;
}

function chariot(cx: number, base: number, s: number, fill: string): string {
  return `<g fill="${fill}"><circle cx="${cx - 70 * s}" cy="${base - 25 * s}" r="${25 * s}"/>
    <circle cx="${cx + 70 * s}" cy="${base - 25 * s}" r="${25 * s}"/>
    <rect x="${cx - 110 * s}" y="${base - 70 * s}" width="${220 * s}" height="${30 * s}"/>
    <polygon points="${cx - 60 * s},${base - 70 * s} ${cx - 12 * s},${base - 380 * s} ${cx + 12 * s},${base - 380 * s} ${cx + 60 * s},${base - 70 * s}"/>
    <rect x="${cx - 200 * s}" y="${base - 52 * s}" width="${90 * s}" height="${8 * s}"/></g>`;
}

function landscape(w: number, h: number, p: (typeof palettes)[number], figure: string): string {
  const ridge = (y: number, amp: number) =>
    `M0 ${h} L0 ${y} ` +
    Array.from({ length: 9 }, (_, i) => `L${(w / 8) * i} ${y - (i % 2 ? amp : amp * 0.3)}`).join(' ') +
    ` L${w} ${h} Z`;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * 0.78}" cy="${h * 0.28}" r="${Math.min(w, h) * 0.1}" fill="${p.sun}" opacity="0.9"/>
    <path d="${ridge(h * 0.55, h * 0.18)}" fill="#ffffff" opacity="0.35"/>
    <path d="${ridge(h * 0.7, h * 0.12)}" fill="${p.hill[0]}"/>
    ${figure}
    <rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="${p.hill[1]}"/>`;
}

export function composeSvg(spec: ImageSpec): string {
  const { width: w, height: h } = spec;
  const p = palettes[spec.variant % palettes.length] as (typeof palettes)[number];
  const s = Math.min(w / 800, h / 600) * 1.1;
  const base = h * 0.9;
  let content: string;
  switch (spec.scene) {
    case 'portrait':
      content = `<rect width="${w}" height="${h}" fill="${p.sky[0]}"/>
        <circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.18}" fill="${p.hill[1]}"/>
        <ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * 0.36}" ry="${h * 0.38}" fill="${p.hill[1]}"/>`;
      break;
    case 'logo':
    case 'icon':
      content = `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.48}" fill="${p.sky[1]}"/>
        <circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.4}" fill="#fffaf0"/>
        ${pagoda(w / 2, h * 0.78, w / 600, p.figure)}`;
      break;
    case 'mountains':
      content = landscape(w, h, p, '');
      break;
    default: {
      const draw = { pagoda, stupa, shikhara, chariot }[spec.scene];
      content = landscape(w, h, p, draw(w * 0.4, base, s, p.figure));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${content}</svg>`;
}

/** Encoder settings per format; part of an image's file name hash (files.ts), so a change renames it. */
export const imageEncoding = {
  jpg: { quality: 70, mozjpeg: true },
  webp: { quality: 70 },
  png: { compressionLevel: 9, palette: true },
} as const;

export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  // Loaded lazily: seeding without files (API tests) never pays for sharp.
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(composeSvg(spec)));
  if (spec.format === 'jpg') return image.jpeg(imageEncoding.jpg).toBuffer();
  if (spec.format === 'webp') return image.webp(imageEncoding.webp).toBuffer();
  return image.png(imageEncoding.png).toBuffer();
}
