import type { TFunction } from 'i18next';

/** A walking distance as people say it: 500 m, 1 km, 2 km (500 ม., 1 กม.). */
export function distanceLabel(t: TFunction<'search'>, metres: number): string {
  return metres < 1000 ? t('advanced.distanceMetres', { metres: String(metres) }) : t('advanced.distanceKm', { km: String(metres / 1000) });
}
