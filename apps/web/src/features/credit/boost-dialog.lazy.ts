/** The boost dialog, loaded when an owner opens it (features import it only through this file or index.ts). */
export { BoostDialog } from './components/boost-dialog';
