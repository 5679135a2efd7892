import sharp from 'sharp';
import { encodeEmvTlv } from '@baandee/domain';
import { qrPng } from '../../src/lib/qr.js';

/**
 * Pictures of Thai bank transfer slips for tests: a light slip with a coloured header,
 * lines of text, the amount and the slip-verification mini QR in the bottom right
 * corner, saved as a phone would (JPEG quality 80) or as a screenshot (PNG).
 */

/** The mini QR's text: tag 00 {00 API id 000001, 01 sending bank, 02 reference}, 51 TH, CRC in tag 91. */
export function slipPayload(reference: string, bank = '004'): string {
  const verify = encodeEmvTlv([
    ['00', '000001'],
    ['01', bank],
    ['02', reference],
  ]);
  return encodeEmvTlv(
    [
      ['00', verify],
      ['51', 'TH'],
    ],
    '91',
  );
}

export interface SlipImageOptions {
  /** The transaction reference in the QR and printed on the slip. */
  reference: string;
  /** The sending bank's 3-digit code; 004 (KBank) by default. */
  bank?: string;
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png';
  /** Another text for the QR instead of the slip payload (a QR of another kind). */
  qrText?: string;
  /** false draws the slip without any QR. */
  qr?: boolean;
}

const BANK_COLOURS: Record<string, string> = { '002': '#1e4598', '004': '#138f2d', '006': '#1ba5e1', '014': '#4e2e7f', '025': '#fec43b' };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The slip without its QR: header, tick, text lines as a slip lays them out. */
function slipSvg(width: number, height: number, reference: string, bank: string): string {
  const unit = width / 100; // the layout scales with the picture
  const colour = BANK_COLOURS[bank] ?? '#138f2d';
  const lines = [0.3, 0.42, 0.47, 0.55, 0.6, 0.68, 0.73]
    .map((top, i) => {
      const y = Math.round(height * top);
      const labelWidth = Math.round(unit * (18 + ((i * 7) % 13)));
      const valueWidth = Math.round(unit * (30 + ((i * 11) % 25)));
      return (
        `<rect x="${Math.round(unit * 8)}" y="${y}" width="${labelWidth}" height="${Math.round(unit * 2.2)}" rx="${unit}" fill="#9aa3ad"/>` +
        `<rect x="${Math.round(unit * 8)}" y="${y + Math.round(unit * 3.5)}" width="${valueWidth}" height="${Math.round(unit * 3)}" rx="${unit}" fill="#2d3640"/>`
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f4f5f7"/>
  <rect x="${Math.round(unit * 4)}" y="${Math.round(unit * 4)}" width="${Math.round(unit * 92)}" height="${height - Math.round(unit * 8)}" rx="${Math.round(unit * 3)}" fill="#ffffff"/>
  <rect x="${Math.round(unit * 4)}" y="${Math.round(unit * 4)}" width="${Math.round(unit * 92)}" height="${Math.round(height * 0.12)}" rx="${Math.round(unit * 3)}" fill="${colour}"/>
  <circle cx="${Math.round(unit * 15)}" cy="${Math.round(height * 0.2)}" r="${Math.round(unit * 6)}" fill="${colour}"/>
  <path d="M ${unit * 12} ${height * 0.2} l ${unit * 2.5} ${unit * 2.5} l ${unit * 4.5} ${-unit * 5}" stroke="#fff" stroke-width="${unit * 1.4}" fill="none"/>
  <text x="${Math.round(unit * 25)}" y="${Math.round(height * 0.2 + unit * 2)}" font-family="sans-serif" font-size="${Math.round(unit * 5)}" fill="#1a1a1a">โอนเงินสำเร็จ</text>
  ${lines}
  <text x="${Math.round(unit * 8)}" y="${Math.round(height * 0.85)}" font-family="sans-serif" font-size="${Math.round(unit * 7)}" font-weight="bold" fill="#1a1a1a">99.00 บาท</text>
  <text x="${Math.round(unit * 8)}" y="${Math.round(height * 0.9)}" font-family="monospace" font-size="${Math.round(unit * 2.6)}" fill="#5b6570">${escapeXml(reference)}</text>
</svg>`;
}

/**
 * A slip picture whose mini QR names `reference`; its QR is about a fifth of the width,
 * in the bottom right corner, as on the slips the Thai banking apps save.
 */
export async function makeSlipImage(options: SlipImageOptions): Promise<Buffer> {
  const { reference, bank = '004', width = 800, height = 1400, format = 'jpeg', qr = true } = options;
  const slip = sharp(Buffer.from(slipSvg(width, height, reference, bank)));
  const qrSize = Math.round(width * 0.2);
  const layers = qr
    ? [
        {
          input: await qrPng(options.qrText ?? slipPayload(reference, bank), { size: qrSize }),
          left: width - qrSize - Math.round(width * 0.08),
          top: height - qrSize - Math.round(height * 0.06),
        },
      ]
    : [];
  const composed = slip.composite(layers).flatten({ background: '#ffffff' });
  return format === 'png' ? composed.png().toBuffer() : composed.jpeg({ quality: 80 }).toBuffer();
}
