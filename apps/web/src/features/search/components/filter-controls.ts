/**
 * The search bar's controls that wait for the visitor's intent (a focus or a click): one
 * chunk, so the first page paints with the keyword field and its buttons only.
 */
export { AdvancedPanel } from './advanced-panel';
export { EstateTypeMenu } from './estate-type-picker';
export { FilterDrawer } from './filter-drawer';
export { QuickMenu } from './quick-menu';
export { RoomCodePicker } from './room-code-picker';
