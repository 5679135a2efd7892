import type { pageDescriptions as th } from '../th/page-descriptions.js';
import type { Catalogue } from '../types.js';

export const pageDescriptions: Catalogue<typeof th> = {
  default:
    'BaanDee, the marketplace to buy, sell and rent condos, houses, townhomes, land and businesses in Bangkok and its vicinity. Search by area and rail line, contact owners directly.',
  articles: 'Articles and guides on homes, condos, buying, selling, renting and property investment from the BaanDee team.',
  search: 'Search listings to buy, sell or rent houses, condos and land by area, rail station, price and property type.',
  trend: 'Listings in the most searched areas and searches on BaanDee: condos near the rail lines, houses and townhomes.',
  privacyPolicy: "BaanDee's privacy policy: what we collect, why, for how long, and your rights under Thailand's Personal Data Protection Act.",
  termsOfService: "BaanDee's terms of service: listings, credits, boosts and users' responsibilities.",
  contact: 'Contact the BaanDee team by phone, e-mail, LINE or the form: questions about the site, listings, or reporting a listing.',
  aboutUs: 'About BaanDee, the property marketplace that connects buyers and tenants with owners directly in Bangkok and its vicinity.',
  'help.createAccount': 'How to sign up for BaanDee with e-mail, Google or Facebook, and how to verify your e-mail.',
  'help.accountManagement': 'How to manage your BaanDee account: edit your profile, change your password, set notifications.',
  'help.boostPost': 'How to boost a listing to the top of the search results, the credits it uses and how to pay.',
  emailVerify: 'Verify the e-mail address of your BaanDee account.',
  confirmEmailChange: 'Confirm the new e-mail address of your BaanDee account.',
  resetPassword: 'Set a new password for your BaanDee account.',
  stillAvailable: 'Your answer to whether your BaanDee listing is still available.',
  songkran: 'Join BaanDee\'s Songkran event: make a greeting card with your own message, share it on LINE or Facebook and get free credits.',
  songkranCard: 'A Songkran greeting card from a friend on BaanDee. Make your own card and share it too.',
  compare: 'Compare BaanDee listings side by side: price, price per m², size, rooms, floor, facilities and house rules.',
  savedSearchUnsubscribe: 'Stop the new-listing alerts of a search you saved on BaanDee, in one click and without signing in.',
  notFound: 'The page you are looking for is not on BaanDee.',
};
