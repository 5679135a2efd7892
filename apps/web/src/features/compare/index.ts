/** What other parts of the app use of the comparison (issue #35); they import it from here. */
export { CompareBar } from './components/compare-bar';
export { ComparePage } from './components/compare-page';
