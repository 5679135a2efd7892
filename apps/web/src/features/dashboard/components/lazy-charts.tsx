import { lazy } from 'react';

// one dynamic import: every chart arrives in the same chunk, with its styles
const charts = () => import('./charts');
/** Starts loading the charts' chunk while the numbers they draw are still being asked for. */
export const preloadCharts = (): void => void charts();
export const TrendChart = lazy(() => charts().then((m) => ({ default: m.TrendChart })));
export const ActionsChart = lazy(() => charts().then((m) => ({ default: m.ActionsChart })));
export const ViewsSparkline = lazy(() => charts().then((m) => ({ default: m.ViewsSparkline })));
export const BandsChart = lazy(() => charts().then((m) => ({ default: m.BandsChart })));
