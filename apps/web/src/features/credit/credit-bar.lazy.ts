/** The credit bar, loaded apart from the page that shows it. */
export { CreditBar } from './components/credit-bar';
