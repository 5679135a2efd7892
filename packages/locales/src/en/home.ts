import type { Catalogue } from '../types.js';
import type { home as th } from '../th/home.js';

export const home: Catalogue<typeof th> = {
  hero: {
    eyebrow: 'The property marketplace for Bangkok and nearby provinces',
    title: 'Find the right home in the area you love',
    text: 'Condos, houses, townhomes, land and business lease takeovers, for sale and for rent. Contact owners and agents directly — searching is always free.',
    sellTypeLabel: 'Listing type',
    formLabel: 'Find a home',
    keywordLabel: 'Keyword',
    keywordPlaceholder: 'Search areas, houses, land, condos or project names',
    popular: 'Popular areas:',
  },
  types: {
    title: 'Browse by property type',
    text: 'Start with the type you need, then narrow down by area, price and number of rooms.',
    failed: 'Property types cannot be loaded right now.',
  },
  areas: {
    title: 'Recommended areas',
    text: 'The most searched neighbourhoods on BaanDee — close to rail lines, offices and shopping.',
    explore: 'See listings in this area',
    blurb: {
      sukhumvit: 'Condos by the BTS in a lively area for professionals and expats, with malls and restaurants.',
      'silom-sathorn': 'The heart of the business district, served by both BTS and MRT.',
      'ratchada-rama-9': 'The new business centre along the MRT Blue Line, still at reachable prices.',
      'ari-phahonyothin': 'A leafy, liveable neighbourhood full of cafés near BTS Ari and Saphan Khwai.',
      'bang-na': 'Houses and townhomes along Bang Na–Trat Road, with an easy ride to Suvarnabhumi.',
    },
  },
  how: {
    title: 'How BaanDee works',
    seekers: {
      title: 'For home seekers',
      s1: { title: 'Search and filter', text: 'Type an area, project name or rail station, then filter by price, bedrooms and facilities.' },
      s2: { title: 'Compare and save', text: 'Check photos, details and nearby places. Tap the heart to keep listings you like in your favourites.' },
      s3: { title: 'Contact the owner directly', text: 'Message the owner or agent from the listing page, and always visit the property before you decide.' },
    },
    owners: {
      title: 'For owners and agents',
      s1: { title: 'Create an account', text: 'Sign up with {{methods}} in minutes, as an individual or as a company.' },
      s2: { title: 'List in 5 steps', text: 'Fill in the project, rooms, facilities and price, add photos, then review before you publish.' },
      s3: { title: 'Get enquiries and follow up', text: 'Receive messages by e-mail and LINE, see views on your dashboard, and boost a listing to the top.' },
    },
  },
  owner: {
    title: 'Have a home or condo to sell or rent out?',
    text: 'List it on BaanDee and reach tenants and buyers across Bangkok and nearby provinces, with boosting and view statistics built in.',
    cta: 'Start listing',
    help: 'How to create an account',
  },
};
