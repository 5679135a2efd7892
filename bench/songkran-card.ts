/**
 * Drawing a Songkran greeting card, as POST /api/event/songkran/store does before storing
 * it: each design with a short Thai greeting, a full-length unspaced Thai message (the
 * message is set again smaller to fit) and an English one. Prints the median and p95 per
 * kind over 15 runs after 2 warm-ups, and the PNG sizes.
 */
import os from 'node:os';
import sharp from 'sharp';
import { SONGKRAN_DESIGNS, SONGKRAN_MESSAGE_MAX } from '@baandee/domain';
import { renderCard } from '../apps/api/src/modules/songkran/card-renderer.js';
import { percentile } from './lib.js';

const RUNS = 15;
const MESSAGES = {
  'short Thai': { language: 'th', message: 'สุขสันต์วันสงกรานต์' },
  'full Thai': { language: 'th', message: 'ขอให้มีความสุขมากๆในวันสงกรานต์ปีนี้และตลอดไปนะครับขอบคุณที่ช่วยเหลือกันมาตลอดทั้งปี'.repeat(3).slice(0, SONGKRAN_MESSAGE_MAX) },
  English: { language: 'en', message: 'Happy Songkran! Wishing you a cool, joyful and prosperous Thai New Year with the people you love.' },
} as const;

console.log(`songkran card bench: ${os.cpus().length} CPUs, sharp concurrency ${sharp.concurrency()}, ${RUNS} runs after 2 warm-ups`);
for (const [kind, { language, message }] of Object.entries(MESSAGES)) {
  const times: number[] = [];
  const sizes: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const design = SONGKRAN_DESIGNS[run % SONGKRAN_DESIGNS.length]!;
    const started = performance.now();
    const png = await renderCard({ design, language, message, name: 'สมหญิง รักดี' });
    if (run >= 2) {
      times.push(performance.now() - started);
      sizes.push(png.length);
    }
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  console.log(`  ${kind}: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; PNG ${kb(Math.min(...sizes))}-${kb(Math.max(...sizes))} KB`);
}
