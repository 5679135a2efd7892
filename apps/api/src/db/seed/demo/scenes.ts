import type { Random } from './random.js';

/**
 * Flat illustrations of rooms and buildings for the demo listings, drawn as SVG: a room
 * with a window, sofa or bed, floor and lamp; a condo tower; a house with its roof; a row
 * of townhomes; a plot of land with trees; a factory; a shop front. Shapes and colours
 * only (no text, so no font is needed), in the proportions of a listing cover.
 */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 836; // the cover's 976:510

export interface Palette {
  wall: string;
  floor: string;
  fabric: string;
  accent: string;
  wood: string;
  sky: string;
  skyLow: string;
  leaf: string;
}

export const PALETTES: readonly Palette[] = [
  { wall: '#f3ede4', floor: '#c9a27e', fabric: '#4f6d7a', accent: '#e07a5f', wood: '#8d6346', sky: '#8ecae6', skyLow: '#e8f4fa', leaf: '#5a8f5a' },
  { wall: '#e9f0ec', floor: '#b89b72', fabric: '#2a9d8f', accent: '#e9c46a', wood: '#6f4e37', sky: '#a8dadc', skyLow: '#f1faee', leaf: '#4c956c' },
  { wall: '#f6e9e1', floor: '#a47551', fabric: '#9c6644', accent: '#457b9d', wood: '#5e3c2c', sky: '#f4a261', skyLow: '#ffe8d6', leaf: '#6a994e' },
  { wall: '#eef1f6', floor: '#8d99ae', fabric: '#3d5a80', accent: '#ee6c4d', wood: '#5c4d3c', sky: '#98c1d9', skyLow: '#e0fbfc', leaf: '#52796f' },
  { wall: '#fbf3d5', floor: '#d6a461', fabric: '#7a9e7e', accent: '#d1495b', wood: '#8a5a44', sky: '#9ad1d4', skyLow: '#f2f7f2', leaf: '#588157' },
  { wall: '#f2e9f2', floor: '#b5838d', fabric: '#6d597a', accent: '#ffb4a2', wood: '#6b4f4f', sky: '#cdb4db', skyLow: '#fdf0f5', leaf: '#74a57f' },
  { wall: '#e8eddf', floor: '#9c8b6e', fabric: '#354f52', accent: '#f6bd60', wood: '#52489c', sky: '#84a59d', skyLow: '#f7ede2', leaf: '#2f6f4f' },
  { wall: '#fdf6ec', floor: '#c08552', fabric: '#264653', accent: '#f28482', wood: '#7f5539', sky: '#90e0ef', skyLow: '#caf0f8', leaf: '#40916c' },
];

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill = 'inherit', extra = '') =>
  `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" ${fill === 'inherit' ? '' : `fill="${fill}"`} ${extra}/>`;
const polygon = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' ')}" fill="${fill}" ${extra}/>`;

function skyAndGround(p: Palette, horizon: number, ground: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.skyLow}"/></linearGradient></defs>
    ${rect(0, 0, W, horizon, 'url(#sky)')}${rect(0, horizon, W, H - horizon, ground)}`;
}

function clouds(r: Random): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = r.between(100, W - 300);
    const y = r.between(60, 200);
    out += `<g fill="#ffffff" opacity="0.85">${circle(x, y, 38)}${circle(x + 45, y - 18, 50)}${circle(x + 100, y, 40)}${rect(x, y, 100, 40, '#ffffff')}</g>`;
  }
  return out;
}

function tree(x: number, ground: number, size: number, p: Palette): string {
  return `${rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, p.wood)}${circle(x, ground - size, size * 0.55, p.leaf)}${circle(x - size * 0.3, ground - size * 0.8, size * 0.35, p.leaf, 'opacity="0.9"')}`;
}

function plant(x: number, floor: number, p: Palette): string {
  const leaves = [-40, -15, 10, 35].map((dx, i) => `<ellipse cx="${x + dx}" cy="${floor - 150 - (i % 2) * 30}" rx="26" ry="70" fill="${p.leaf}" transform="rotate(${dx / 2} ${x + dx} ${floor - 150})"/>`);
  return `${leaves.join('')}${polygon([[x - 45, floor - 110], [x + 45, floor - 110], [x + 35, floor], [x - 35, floor]], p.accent)}`;
}

/** A window onto a small skyline, with curtains when `curtains` is set. */
function windowView(x: number, y: number, w: number, h: number, p: Palette, r: Random, curtains: boolean): string {
  let skyline = '';
  for (let bx = x + 10; bx < x + w - 20; bx += r.between(40, 80)) {
    const bh = r.between(h * 0.2, h * 0.6);
    skyline += rect(bx, y + h - bh, r.between(30, 60), bh, '#ffffff', 'opacity="0.55"');
  }
  const frame = `<g fill="none" stroke="#ffffff" stroke-width="14">${rect(x, y, w, h, 'none')}<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}"/></g>`;
  const drapes = curtains ? `${rect(x - 50, y - 20, 70, h + 60, p.accent, 'rx="12"')}${rect(x + w - 20, y - 20, 70, h + 60, p.accent, 'rx="12"')}` : '';
  return `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.skyLow}"/></linearGradient></defs>${rect(x, y, w, h, 'url(#view)')}${skyline}${frame}${drapes}`;
}

function roomShell(p: Palette, floorTop: number): string {
  let planks = '';
  for (let x = -200; x < W; x += 160) planks += `<line x1="${x}" y1="${H}" x2="${x + 120}" y2="${floorTop}" stroke="#000000" stroke-opacity="0.07" stroke-width="4"/>`;
  return `${rect(0, 0, W, floorTop, p.wall)}${rect(0, floorTop, W, H - floorTop, p.floor)}${planks}${rect(0, floorTop - 16, W, 16, '#ffffff', 'opacity="0.7"')}`;
}

function floorLamp(x: number, floor: number, p: Palette): string {
  return `${circle(x, floor - 330, 120, '#fff4c2', 'opacity="0.35"')}<line x1="${x}" y1="${floor - 300}" x2="${x}" y2="${floor}" stroke="${p.wood}" stroke-width="10"/>${polygon([[x - 60, floor - 300], [x + 60, floor - 300], [x + 40, floor - 380], [x - 40, floor - 380]], p.accent)}${rect(x - 50, floor - 10, 100, 12, p.wood, 'rx="6"')}`;
}

function wallArt(x: number, y: number, p: Palette, r: Random): string {
  const w = r.between(160, 240);
  return `${rect(x, y, w, w * 0.7, '#ffffff', `stroke="${p.wood}" stroke-width="10"`)}${polygon([[x + 20, y + w * 0.6], [x + w * 0.45, y + w * 0.25], [x + w - 20, y + w * 0.6]], p.fabric, 'opacity="0.8"')}${circle(x + w * 0.75, y + w * 0.2, w * 0.08, p.accent)}`;
}

function living(p: Palette, r: Random): string {
  const floor = H * 0.7;
  const winX = r.between(120, 380);
  const sofaX = r.between(640, 820);
  return `${roomShell(p, floor)}${windowView(winX, 110, 420, 330, p, r, false)}${wallArt(sofaX + 180, 150, p, r)}
    <ellipse cx="${sofaX + 280}" cy="${floor + 150}" rx="420" ry="70" fill="${p.accent}" opacity="0.35"/>
    ${rect(sofaX, floor - 210, 560, 150, p.fabric, 'rx="30"')}${rect(sofaX - 40, floor - 150, 640, 110, p.fabric, 'rx="28"')}
    ${rect(sofaX - 60, floor - 170, 80, 150, p.fabric, 'rx="26" opacity="0.92"')}${rect(sofaX + 540, floor - 170, 80, 150, p.fabric, 'rx="26" opacity="0.92"')}
    ${rect(sofaX + 60, floor - 230, 130, 100, p.accent, 'rx="20"')}${rect(sofaX + 370, floor - 230, 130, 100, '#ffffff', 'rx="20"')}
    ${rect(sofaX - 20, floor - 40, 20, 40, p.wood)}${rect(sofaX + 580, floor - 40, 20, 40, p.wood)}
    ${rect(sofaX + 120, floor + 70, 330, 26, p.wood, 'rx="10"')}${rect(sofaX + 150, floor + 96, 16, 60, p.wood)}${rect(sofaX + 404, floor + 96, 16, 60, p.wood)}
    ${floorLamp(sofaX + 760, floor + 20, p)}${plant(winX - 40 < 100 ? 1450 : 90, floor + 40, p)}`;
}

function bedroom(p: Palette, r: Random): string {
  const floor = H * 0.68;
  const bedX = r.between(520, 720);
  return `${roomShell(p, floor)}${windowView(r.between(110, 200), 120, 300, 300, p, r, true)}${wallArt(bedX + 120, 120, p, r)}
    ${rect(bedX, floor - 300, 620, 320, p.wood, 'rx="24"')}
    ${rect(bedX - 30, floor - 120, 680, 170, '#ffffff', 'rx="20"')}${rect(bedX - 30, floor - 60, 680, 190, p.fabric, 'rx="20"')}
    ${rect(bedX + 40, floor - 170, 220, 80, '#ffffff', 'rx="30" stroke="#dddddd" stroke-width="4"')}${rect(bedX + 360, floor - 170, 220, 80, '#ffffff', 'rx="30" stroke="#dddddd" stroke-width="4"')}
    ${rect(bedX + 80, floor - 30, 460, 40, p.accent, 'opacity="0.8"')}
    ${rect(bedX + 700, floor - 110, 150, 150, p.wood, 'rx="12"')}${rect(bedX + 715, floor - 60, 120, 8, '#000000', 'opacity="0.15"')}
    ${circle(bedX + 775, floor - 200, 90, '#fff4c2', 'opacity="0.4"')}${polygon([[bedX + 735, floor - 170], [bedX + 815, floor - 170], [bedX + 800, floor - 230], [bedX + 750, floor - 230]], p.accent)}${rect(bedX + 770, floor - 170, 10, 60, p.wood)}`;
}

function kitchen(p: Palette, r: Random): string {
  const counter = H * 0.62;
  const tiles = `<defs><pattern id="tiles" width="60" height="40" patternUnits="userSpaceOnUse">${rect(2, 2, 56, 36, '#ffffff', 'opacity="0.45"')}</pattern></defs>${rect(0, counter - 200, W, 200, 'url(#tiles)')}`;
  let cabinets = '';
  for (let x = 80; x < 1120; x += 200) {
    cabinets += `${rect(x, counter + 30, 190, 220, p.fabric, 'rx="8"')}${rect(x + 85, counter + 60, 20, 60, '#ffffff', 'rx="6"')}`;
    cabinets += `${rect(x, 60, 190, counter - 300, p.fabric, 'rx="8" opacity="0.9"')}${rect(x + 85, counter - 320, 20, 50, '#ffffff', 'rx="6"')}`;
  }
  const pendant = (x: number) => `<line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#333333" stroke-width="4"/>${polygon([[x - 45, 190], [x + 45, 190], [x + 20, 150], [x - 20, 150]], p.accent)}${circle(x, 230, 60, '#fff4c2', 'opacity="0.35"')}`;
  return `${rect(0, 0, W, H, p.wall)}${rect(0, counter + 250, W, H, p.floor)}${tiles}${cabinets}
    ${rect(40, counter, 1120, 34, p.wood, 'rx="6"')}${rect(1220, 120, 300, counter + 130, '#dfe3e6', 'rx="18"')}${rect(1490, 300, 12, 120, '#9aa5ad', 'rx="6"')}
    ${windowView(r.between(380, 560), 80, 340, counter - 320, p, r, false)}${pendant(560)}${pendant(860)}
    ${rect(300, counter - 70, 110, 70, p.accent, 'rx="14"')}${circle(700, counter - 40, 40, p.leaf)}`;
}

function tower(p: Palette, r: Random): string {
  const ground = H * 0.82;
  const count = r.int(1, 3);
  let buildings = '';
  for (let i = 0; i < count; i++) {
    const w = r.between(260, 360);
    const x = (W - count * 420) / 2 + i * 420 + r.between(0, 60);
    const top = r.between(60, 260);
    buildings += rect(x, top, w, ground - top, i % 2 ? p.fabric : '#e9ecef', 'rx="6"');
    buildings += rect(x - 10, top - 24, w + 20, 30, p.accent);
    for (let y = top + 40; y < ground - 80; y += 54) {
      for (let wx = x + 26; wx < x + w - 50; wx += 60) {
        buildings += rect(wx, y, 36, 30, r.chance(0.3) ? '#fff3b0' : p.sky, 'opacity="0.9"');
      }
    }
    buildings += rect(x + w / 2 - 40, ground - 80, 80, 80, p.wood);
  }
  let trees = '';
  for (let x = 60; x < W; x += r.between(140, 220)) trees += tree(x, ground + 10, r.between(70, 110), p);
  return `${skyAndGround(p, ground, '#b7c4a5')}${clouds(r)}${buildings}${rect(0, ground + 40, W, 80, '#6c757d')}${trees}`;
}

function house(p: Palette, r: Random): string {
  const ground = H * 0.8;
  const x = r.between(420, 620);
  const w = 640;
  const top = ground - 300;
  const win = (wx: number, wy: number) => `${rect(wx, wy, 110, 100, p.sky, `stroke="#ffffff" stroke-width="10"`)}<line x1="${wx + 55}" y1="${wy}" x2="${wx + 55}" y2="${wy + 100}" stroke="#ffffff" stroke-width="8"/>`;
  let fence = '';
  for (let fx = 0; fx < W; fx += 50) fence += rect(fx, ground + 10, 16, 70, '#ffffff', 'opacity="0.9"');
  return `${skyAndGround(p, ground, '#9cc48a')}${clouds(r)}
    ${rect(x + w - 150, top - 170, 60, 120, p.wood)}
    ${rect(x, top, w, 300, p.wall, `stroke="${p.wood}" stroke-width="4"`)}
    ${polygon([[x - 60, top + 10], [x + w / 2, top - 200], [x + w + 60, top + 10]], p.accent)}
    ${rect(x + w / 2 - 55, ground - 170, 110, 170, p.wood, 'rx="8"')}${circle(x + w / 2 + 30, ground - 85, 7, '#ffd166')}
    ${win(x + 70, top + 70)}${win(x + w - 180, top + 70)}
    ${polygon([[x + w / 2 - 55, ground], [x + w / 2 + 55, ground], [x + w / 2 + 140, H], [x + w / 2 - 140, H]], '#e9dcc9')}
    ${fence}${rect(0, ground + 30, W, 10, '#ffffff', 'opacity="0.9"')}
    ${tree(r.between(140, 300), ground + 20, 150, p)}${tree(r.between(1320, 1480), ground + 20, 130, p)}`;
}

function townhome(p: Palette, r: Random): string {
  const ground = H * 0.8;
  const units = 4;
  const uw = 300;
  const x0 = (W - units * uw) / 2;
  const colours = [p.wall, p.skyLow, '#ffffff', p.wall];
  let row = '';
  for (let i = 0; i < units; i++) {
    const x = x0 + i * uw;
    const top = ground - 420;
    row += rect(x, top, uw, 420, colours[i % colours.length]!, `stroke="${p.wood}" stroke-width="3"`);
    row += polygon([[x - 6, top], [x + uw / 2, top - 90], [x + uw + 6, top]], i % 2 ? p.accent : p.fabric);
    row += rect(x + 40, top + 60, 220, 110, p.sky, 'stroke="#ffffff" stroke-width="8"');
    row += rect(x + 30, top + 180, 240, 12, p.wood);
    row += rect(x + 40, ground - 160, 90, 160, p.wood, 'rx="6"');
    row += rect(x + 160, ground - 140, 100, 90, p.sky, 'stroke="#ffffff" stroke-width="8"');
  }
  return `${skyAndGround(p, ground, '#a7c4a0')}${clouds(r)}${row}${plant(x0 - 80, ground, p)}${plant(x0 + units * uw + 80, ground, p)}${rect(0, ground + 40, W, 60, '#adb5bd')}`;
}

function land(p: Palette, r: Random): string {
  const horizon = H * 0.5;
  let trees = '';
  const count = r.int(4, 9);
  for (let i = 0; i < count; i++) trees += tree(r.between(60, W - 60), r.between(horizon + 20, horizon + 160), r.between(60, 140), p);
  let posts = '';
  for (let x = 0; x < W; x += 120) posts += rect(x, H - 170, 14, 90, p.wood);
  const sign = r.between(900, 1300);
  return `${skyAndGround(p, horizon, '#a3c585')}${clouds(r)}
    <path d="M0 ${horizon} Q ${W * 0.3} ${horizon - 90} ${W * 0.6} ${horizon - 20} T ${W} ${horizon - 40} L ${W} ${horizon} Z" fill="${p.leaf}" opacity="0.55"/>
    ${rect(0, horizon + 200, W, H, '#c7d9a8')}${trees}
    <path d="M ${W * 0.35} ${H} Q ${W * 0.45} ${horizon + 250} ${W * 0.55} ${horizon + 60}" stroke="#d8c3a5" stroke-width="60" fill="none"/>
    ${posts}${rect(0, H - 150, W, 10, p.wood)}${rect(0, H - 115, W, 10, p.wood)}
    ${rect(sign, horizon + 40, 16, 170, p.wood)}${rect(sign - 90, horizon + 20, 196, 100, '#ffffff', `stroke="${p.accent}" stroke-width="10" rx="8"`)}${rect(sign - 60, horizon + 50, 136, 16, p.accent)}${rect(sign - 60, horizon + 80, 90, 12, p.fabric)}`;
}

function factory(p: Palette, r: Random): string {
  const ground = H * 0.8;
  const x = r.between(200, 360);
  const w = 980;
  const teeth = 5;
  const top = ground - 280;
  const saw: [number, number][] = [[x, top]];
  for (let i = 0; i < teeth; i++) saw.push([x + (i * w) / teeth, top - 110], [x + ((i + 1) * w) / teeth, top]);
  saw.push([x + w, ground], [x, ground]);
  let doors = '';
  for (let i = 0; i < 3; i++) {
    const dx = x + 120 + i * 290;
    doors += rect(dx, ground - 190, 200, 190, '#ced4da');
    for (let y = ground - 180; y < ground; y += 24) doors += rect(dx, y, 200, 6, '#adb5bd');
  }
  const chimney = x + w - 120;
  const smoke = [0, 1, 2].map((i) => circle(chimney + 30 + i * 50, top - 330 - i * 50, 40 + i * 12, '#ffffff', 'opacity="0.7"')).join('');
  return `${skyAndGround(p, ground, '#c2c5aa')}${clouds(r)}
    ${rect(chimney, top - 300, 60, 300, p.accent)}${smoke}
    ${polygon(saw, '#e9ecef', `stroke="${p.fabric}" stroke-width="6"`)}${rect(x, top + 20, w, 24, p.fabric)}
    ${doors}${rect(x + w + 20, ground - 160, 200, 110, p.fabric, 'rx="10"')}${rect(x + w + 220, ground - 120, 80, 70, p.fabric, 'rx="8"')}
    ${circle(x + w + 70, ground - 40, 28, '#343a40')}${circle(x + w + 250, ground - 40, 28, '#343a40')}
    ${rect(0, ground + 30, W, 80, '#868e96')}${tree(120, ground + 20, 110, p)}`;
}

function shop(p: Palette, r: Random): string {
  const ground = H * 0.82;
  const x = r.between(260, 380);
  const w = 1000;
  let awning = '';
  for (let i = 0; i < 10; i++) awning += polygon([[x + i * 100, 250], [x + (i + 1) * 100, 250], [x + (i + 1) * 100 + 10, 340], [x + i * 100 - 10, 340]], i % 2 ? '#ffffff' : p.accent);
  let shelves = '';
  for (let y = 420; y < ground - 60; y += 90) {
    shelves += rect(x + 70, y, 540, 8, p.wood);
    for (let sx = x + 90; sx < x + 590; sx += 70) shelves += rect(sx, y - 50, 44, 50, r.pick([p.fabric, p.accent, p.leaf, '#ffd166']), 'rx="6"');
  }
  return `${skyAndGround(p, ground, '#ced4da')}${rect(x - 40, 90, w + 80, ground - 90, p.wall, `stroke="${p.wood}" stroke-width="4"`)}
    ${rect(x + 200, 130, w - 400, 90, p.fabric, 'rx="10"')}${awning}
    ${rect(x + 50, 360, 580, ground - 360, p.skyLow, 'stroke="#ffffff" stroke-width="12"')}${shelves}
    ${rect(x + 680, 380, 260, ground - 380, p.wood, 'rx="6"')}${rect(x + 700, 400, 220, 180, p.sky, 'opacity="0.8"')}${circle(x + 900, ground - 180, 10, '#ffd166')}
    ${plant(x - 90, ground, p)}${plant(x + w + 90, ground, p)}${rect(0, ground, W, H - ground, '#adb5bd')}`;
}

export const SCENES = { living, bedroom, kitchen, tower, house, townhome, land, factory, shop } as const;
export type SceneName = keyof typeof SCENES;

export function sceneSvg(scene: SceneName, palette: Palette, random: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene](palette, random)}</svg>`;
}
