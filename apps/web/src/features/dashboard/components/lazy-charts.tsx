import { lazy } from 'react';

// one dynamic import: every chart arrives in the same chunk, with its styles
const charts = () => import('./charts');
export const TrendChart = lazy(() => charts().then((m) => ({ default: m.TrendChart })));
export const ActionsChart = lazy(() => charts().then((m) => ({ default: m.ActionsChart })));
export const ViewsSparkline = lazy(() => charts().then((m) => ({ default: m.ViewsSparkline })));
export const BandsChart = lazy(() => charts().then((m) => ({ default: m.BandsChart })));
