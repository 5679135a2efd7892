import { SONGKRAN_CARD_SIZE, type SongkranDesign } from './songkran.js';

/**
 * What each Songkran card design looks like: the background drawing (SVG, no text) and the
 * colours of the text printed on it. The server draws the card from these and the event
 * page shows the same background under its live preview, so both agree.
 */

const { width: W, height: H } = SONGKRAN_CARD_SIZE;

/**
 * Where the texts go on the card, in card pixels (each box is centred across the card):
 * the greeting over the background, then on the panel the message, the sender and the
 * product's name.
 */
export const SONGKRAN_CARD_LAYOUT = {
  greeting: { top: 36, height: 100, width: 940 },
  message: { top: 172, height: 240, width: 880 },
  sender: { top: 426, height: 50, width: 820 },
  footer: { top: 488, height: 28, width: 600 },
  /** The light panel behind the message, the sender and the footer. */
  panel: { x: 120, y: 150, width: 960, height: 380, radius: 36 },
} as const;

export interface SongkranDesignStyle {
  /** The greeting over the background. */
  greeting: string;
  /** The message and the sender on the panel. */
  text: string;
  sender: string;
  panel: string;
  panelOpacity: number;
  footer: string;
}

export const SONGKRAN_DESIGN_STYLES: Record<SongkranDesign, SongkranDesignStyle> = {
  splash: { greeting: '#ffffff', text: '#0c4a6e', sender: '#0369a1', panel: '#ffffff', panelOpacity: 0.9, footer: '#0284c7' },
  jasmine: { greeting: '#fef9c3', text: '#14532d', sender: '#a16207', panel: '#fffbeb', panelOpacity: 0.94, footer: '#15803d' },
  sunset: { greeting: '#fff7ed', text: '#7c2d12', sender: '#be185d', panel: '#fff7ed', panelOpacity: 0.92, footer: '#c2410c' },
};

const round = (value: number) => Math.round(value * 10) / 10;

/** Points spread over the card's edges in a fixed order: decorations never cover the text. */
function edgePoints(count: number, seed: number): { x: number; y: number; size: number }[] {
  const { panel } = SONGKRAN_CARD_LAYOUT;
  return Array.from({ length: count }, (_, i) => {
    const t = (i * 0.618034 + seed) % 1; // golden-ratio steps: even, never repeating
    const u = (i * 0.41421 + seed * 0.5) % 1;
    const band = i % 4;
    const x = band < 2 ? t * W : band === 2 ? u * (panel.x - 24) : W - u * (panel.x - 24);
    const y = band === 0 ? u * (panel.y - 24) : band === 1 ? panel.y + panel.height + 12 + u * (H - panel.y - panel.height - 12) : t * H;
    return { x: round(x), y: round(y), size: 0.5 + ((i * 7) % 10) / 10 };
  });
}

function panelRect(style: SongkranDesignStyle): string {
  const { panel } = SONGKRAN_CARD_LAYOUT;
  return `<rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="${panel.radius}" fill="${style.panel}" fill-opacity="${style.panelOpacity}"/>`;
}

/** Water splashes on a summer sky: drops, ripples and a wave along the bottom. */
function splash(): string {
  const drops = edgePoints(34, 0.17)
    .map(({ x, y, size }, i) => {
      const r = round(10 + size * 18);
      const fill = ['#e0f2fe', '#7dd3fc', '#ffffff', '#38bdf8'][i % 4];
      // a drop: a circle with a point on top
      return `<path d="M${x} ${round(y - r * 1.9)} C ${round(x + r * 0.5)} ${round(y - r)}, ${round(x + r)} ${round(y - r * 0.3)}, ${round(x + r)} ${y} A ${r} ${r} 0 1 1 ${round(x - r)} ${y} C ${round(x - r)} ${round(y - r * 0.3)}, ${round(x - r * 0.5)} ${round(y - r)}, ${x} ${round(y - r * 1.9)} Z" fill="${fill}" fill-opacity="0.75"/>`;
    })
    .join('');
  const ripples = [
    [150, 90, 70],
    [1080, 560, 90],
    [60, 560, 50],
  ]
    .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${round(r! * 0.35)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>`)
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0284c7"/><stop offset="0.6" stop-color="#0ea5e9"/><stop offset="1" stop-color="#7dd3fc"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1090" cy="70" r="120" fill="#fde047" fill-opacity="0.9"/>
    <path d="M0 ${H - 90} C 200 ${H - 150}, 400 ${H - 30}, 600 ${H - 90} S 1000 ${H - 150}, ${W} ${H - 80} L ${W} ${H} L 0 ${H} Z" fill="#0369a1" fill-opacity="0.55"/>
    <path d="M0 ${H - 50} C 250 ${H - 100}, 450 ${H - 10}, 700 ${H - 55} S 1050 ${H - 90}, ${W} ${H - 40} L ${W} ${H} L 0 ${H} Z" fill="#075985" fill-opacity="0.6"/>
    ${ripples}${drops}`;
}

/** A jasmine garland (phuang malai) with marigolds on deep green. */
function jasmine(): string {
  const flower = (x: number, y: number, r: number, petal: string, heart: string) => {
    const petals = [0, 72, 144, 216, 288]
      .map((angle) => `<ellipse cx="${x}" cy="${round(y - r * 0.55)}" rx="${round(r * 0.36)}" ry="${round(r * 0.6)}" fill="${petal}" transform="rotate(${angle} ${x} ${y})"/>`)
      .join('');
    return `${petals}<circle cx="${x}" cy="${y}" r="${round(r * 0.22)}" fill="${heart}"/>`;
  };
  // garlands hang along the top and bottom edges as gentle curves of flowers, clear of the greeting
  const garland = (baseline: number, sag: number, flip: number) =>
    Array.from({ length: 17 }, (_, i) => {
      const x = 30 + i * 71.25;
      const y = round(baseline + flip * sag * Math.sin((Math.PI * (x % 600)) / 600));
      const marigold = i % 4 === 2;
      return flower(x, y, marigold ? 22 : 18, marigold ? '#f59e0b' : '#ffffff', marigold ? '#b45309' : '#fde68a');
    }).join('');
  const buds = edgePoints(20, 0.61)
    .filter(({ y }) => y > 130 && y < H - 130)
    .map(({ x, y, size }) => flower(x, y, round(12 + size * 10), '#ffffff', '#fde68a'))
    .join('');
  return `<defs><radialGradient id="leaf" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#15803d"/><stop offset="1" stop-color="#052e16"/></radialGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#leaf)"/>
    <path d="M0 14 Q 300 44 600 14 T ${W} 14" fill="none" stroke="#fde68a" stroke-opacity="0.6" stroke-width="3"/>
    <path d="M0 ${H - 14} Q 300 ${H - 44} 600 ${H - 14} T ${W} ${H - 14}" fill="none" stroke="#fde68a" stroke-opacity="0.6" stroke-width="3"/>
    ${garland(12, 12, 1)}${garland(H - 12, 12, -1)}${buds}`;
}

/** The sun setting over temple roofs, with lanterns. */
function sunset(): string {
  // low enough to stand below the panel
  const roofs = [
    [20, 220, 90],
    [210, 150, 74],
    [860, 170, 80],
    [1000, 200, 96],
  ]
    .map(([x, w, h]) => {
      const top = H - h!;
      const mid = x! + w! / 2;
      return `<path d="M${x} ${H} L ${x} ${top + h! * 0.45} L ${mid} ${top} L ${x! + w!} ${top + h! * 0.45} L ${x! + w!} ${H} Z" fill="#4c0519" fill-opacity="0.85"/>
        <path d="M${mid} ${top} L ${mid + 4} ${top - 18} L ${mid + 14} ${top - 26}" fill="none" stroke="#4c0519" stroke-width="5" stroke-linecap="round"/>`;
    })
    .join('');
  const lanterns = [
    [56, 80],
    [170, 48],
    [1030, 48],
    [1144, 80],
  ]
    .map(
      ([x, y]) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="${y! - 24}" stroke="#fde68a" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="#dc2626"/><rect x="${x! - 12}" y="${y! - 32}" width="24" height="8" rx="2" fill="#fbbf24"/><rect x="${x! - 12}" y="${y! + 24}" width="24" height="8" rx="2" fill="#fbbf24"/>`,
    )
    .join('');
  const sparks = edgePoints(24, 0.33)
    .map(({ x, y, size }) => `<circle cx="${x}" cy="${y}" r="${round(3 + size * 5)}" fill="#fef3c7" fill-opacity="0.7"/>`)
    .join('');
  return `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="0.45" stop-color="#db2777"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    <circle cx="${W / 2}" cy="${H + 60}" r="200" fill="#fbbf24" fill-opacity="0.8"/>
    ${sparks}${roofs}${lanterns}`;
}

const DRAWINGS: Record<SongkranDesign, () => string> = { splash, jasmine, sunset };

/** A design's background with its message panel, as an SVG document of the card's size. */
export function songkranBackgroundSvg(design: SongkranDesign): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAWINGS[design]()}${panelRect(SONGKRAN_DESIGN_STYLES[design])}</svg>`;
}
