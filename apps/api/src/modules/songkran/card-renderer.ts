import { createRequire } from 'node:module';
import sharp, { type OutputInfo } from 'sharp';
import {
  SONGKRAN_CARD_LAYOUT,
  SONGKRAN_CARD_SIZE,
  SONGKRAN_DESIGN_STYLES,
  songkranBackgroundSvg,
  type SongkranDesign,
  type SongkranLanguage,
} from '@baandee/domain';
import { resources } from '@baandee/locales';

/**
 * Draws a greeting card as a PNG: the design's background (SVG through librsvg), then each
 * text laid out by Pango with HarfBuzz shaping in Kanit, a Thai and Latin typeface that
 * ships with the server (OFL, from @expo-google-fonts/kanit), so Thai vowels and tone
 * marks stack correctly on any machine, with or without Thai system fonts.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: { file: require.resolve('@expo-google-fonts/kanit/400Regular/Kanit_400Regular.ttf'), face: 'Kanit' },
  medium: { file: require.resolve('@expo-google-fonts/kanit/500Medium/Kanit_500Medium.ttf'), face: 'Kanit Medium' },
  bold: { file: require.resolve('@expo-google-fonts/kanit/700Bold/Kanit_700Bold.ttf'), face: 'Kanit Bold' },
} as const;

export interface CardContent {
  design: SongkranDesign;
  language: SongkranLanguage;
  message: string;
  name: string;
}

const THAI = /[\u0E01-\u0E5B]/;
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Unspaced Thai has no break opportunity Pango can see (it wraps such a run letter by
 * letter), so a zero-width space goes between the words ICU's dictionary finds. Mai
 * yamok (ๆ) is set as the Royal Institute writes it, "มาก ๆ ", joined to the word it
 * repeats: ICU splits "มากๆ" wrongly, and a line must not begin with it.
 */
export function withThaiBreaks(text: string): string {
  let result = '';
  let previous = '';
  const spaced = text.replace(/[ \u00A0]*ๆ */g, '\u00A0ๆ ').trimEnd();
  for (const { segment } of thaiWords.segment(spaced)) {
    if (THAI.test(previous.at(-1) ?? '') && THAI.test(segment[0] ?? '')) result += '\u200B';
    result += segment;
    previous = segment;
  }
  return result;
}

/** Pango markup must not read the user's text as markup. */
const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The font size (pixels) of the description's point size at a resolution: Pango's points are 1/72 inch. */
const POINTS = 12;
const dpiFor = (pixels: number) => Math.round((pixels * 72) / POINTS);

interface TextLayer {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * One block of text, centred lines wrapped at word boundaries within `width`, at `size`
 * pixels; when that is taller than `height` it is set again as large as fits the box.
 */
async function textLayer(
  text: string,
  options: { font: keyof typeof FONTS; colour: string; size: number; width: number; height: number; alpha?: number },
): Promise<TextLayer> {
  const font = FONTS[options.font];
  const markup = `<span foreground="${options.colour}"${options.alpha === undefined ? '' : ` fgalpha="${Math.round(options.alpha * 100)}%"`}>${escapeMarkup(text)}</span>`;
  const common = { text: markup, font: `${font.face} ${POINTS}`, fontfile: font.file, rgba: true, align: 'centre' as const, wrap: 'word-char' as const, width: options.width };
  let { data, info } = await sharp({ text: { ...common, dpi: dpiFor(options.size) } }).png().toBuffer({ resolveWithObject: true });
  if (info.height > options.height) {
    ({ data, info } = await sharp({ text: { ...common, height: options.height } }).png().toBuffer({ resolveWithObject: true }));
  }
  return { input: data, width: info.width, height: info.height };
}

/** A layer placed centred across the card, and centred down its box. */
const centred = (layer: TextLayer, box: { top: number; height: number }, offset = { x: 0, y: 0 }) => ({
  input: layer.input,
  left: Math.round((SONGKRAN_CARD_SIZE.width - layer.width) / 2) + offset.x,
  top: Math.round(box.top + Math.max(0, box.height - layer.height) / 2) + offset.y,
});

/**
 * What every card of a design and language shares: the background, the greeting with its
 * shadow and the footer, drawn once per process and kept as raw pixels (about 3 MB each,
 * six in all), so a card only sets its own message and sender.
 */
const bases = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();

async function drawBase(design: SongkranDesign, language: SongkranLanguage) {
  const style = SONGKRAN_DESIGN_STYLES[design];
  const print = resources[language].event.print;
  const layout = SONGKRAN_CARD_LAYOUT;
  const [greeting, shadow, footer] = await Promise.all([
    textLayer(print.greeting, { font: 'bold', colour: style.greeting, size: 76, ...layout.greeting }),
    // a soft shadow keeps the greeting readable over a busy background
    textLayer(print.greeting, { font: 'bold', colour: '#000000', alpha: 0.35, size: 76, ...layout.greeting }).then(async (layer) => ({
      ...layer,
      input: await sharp(layer.input).blur(4).png().toBuffer(),
    })),
    textLayer(print.footer, { font: 'regular', colour: style.footer, size: 22, ...layout.footer }),
  ]);
  return sharp(Buffer.from(songkranBackgroundSvg(design)))
    .composite([centred(shadow, layout.greeting, { x: 2, y: 4 }), centred(greeting, layout.greeting), centred(footer, layout.footer)])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function base(design: SongkranDesign, language: SongkranLanguage) {
  const key = `${design} ${language}`;
  let drawn = bases.get(key);
  if (!drawn) {
    drawn = drawBase(design, language);
    bases.set(key, drawn);
    drawn.catch(() => bases.delete(key)); // a failure is not kept: the next card draws it again
  }
  return drawn;
}

/** The card as a PNG of SONGKRAN_CARD_SIZE. */
export async function renderCard(card: CardContent): Promise<Buffer> {
  const style = SONGKRAN_DESIGN_STYLES[card.design];
  const print = resources[card.language].event.print;
  const layout = SONGKRAN_CARD_LAYOUT;
  const [{ data, info }, message, sender] = await Promise.all([
    base(card.design, card.language),
    textLayer(withThaiBreaks(card.message), { font: 'regular', colour: style.text, size: 54, ...layout.message }),
    textLayer(withThaiBreaks(print.from.replace('{{name}}', card.name)), { font: 'medium', colour: style.sender, size: 38, ...layout.sender }),
  ]);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .composite([centred(message, layout.message), centred(sender, layout.sender)])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
