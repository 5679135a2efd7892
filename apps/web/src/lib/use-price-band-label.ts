import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type PriceBand } from '@baandee/domain';

const MILLION = 1_000_000;
const isMillions = (value: number) => value % MILLION === 0;

/** "ไม่เกิน 5,000 บาท", "1 – 3 ล้านบาท", "฿10M and above". */
export function usePriceBandLabel(): (band: PriceBand) => string {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language === 'en' ? 'en-US' : 'th-TH';
  return useCallback(
    (band: PriceBand) => {
      const inMillions = isMillions(band.min) && (band.max === null || isMillions(band.max)) && (band.max ?? band.min) >= MILLION;
      const amount = (value: number) => formatNumber(inMillions ? value / MILLION : value, locale);
      if (band.max === null) return t(inMillions ? 'price.aboveMillion' : 'price.above', { min: amount(band.min) });
      if (band.min === 0) return t(inMillions ? 'price.upToMillion' : 'price.upTo', { max: amount(band.max) });
      return t(inMillions ? 'price.rangeMillion' : 'price.range', { min: amount(band.min), max: amount(band.max) });
    },
    [locale, t],
  );
}
