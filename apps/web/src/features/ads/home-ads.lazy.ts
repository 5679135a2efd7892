/** The home page's promotions, loaded when they near the viewport. */
export { HomeBottomPromotions, HomeTopPromotions } from './components/home-ads';
