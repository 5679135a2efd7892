/** The listing quality score (issue #34): what other features show of it; they import it from here. */
export { CardQuality } from './components/card-quality';
export { QualityPanel } from './components/quality-panel';
export { scoreColour } from './components/quality-meter';
