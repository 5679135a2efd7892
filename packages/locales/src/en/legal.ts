import type { Catalogue } from '../types.js';
import type { legal as th } from '../th/legal.js';

export const legal: Catalogue<typeof th> = {
  updated: 'Last updated and effective from 1 November 2026',
  toc: 'On this page',
  privacy: {
    title: 'Privacy policy',
    intro:
      'BaanDee Property Co., Ltd. ("BaanDee", "we") cares about your personal data. This policy explains how we collect, use, disclose and protect personal data when you use the BaanDee website and services, in line with Thailand’s Personal Data Protection Act B.E. 2562 (2019) (PDPA). We are the data controller.',
    sections: {
      collect: {
        title: '1. Data we collect',
        body: 'We collect only what we need to provide the service:\n\n- Account data: e-mail, phone number, name, profile picture and password (stored as a one-way hash; we can never read your password)\n- Verification details you choose to give: date of birth, ID card number, address, company name and juristic person number\n- Listing data: property details, location and coordinates, photos, videos and the contact details you want to show\n- Messages sent through the contact-owner and contact-us forms\n- Package purchases and proof of payment\n- LINE, Google or Facebook account data when you connect them, such as user id, name, e-mail and profile picture\n- Usage data such as pages viewed, searches, device type and IP address, partly collected through cookies',
      },
      purpose: {
        title: '2. Purposes and legal bases',
        body: 'We use your personal data on these legal bases:\n\n- Contract: creating and running your account, publishing listings, forwarding enquiries to you, and managing credits, packages and boosts\n- Legitimate interest: reviewing listings before publication, preventing fraud and spam, keeping our systems secure, and producing aggregate statistics to improve the service\n- Consent: analytics cookies and news or promotions, which you can withdraw at any time\n- Legal obligation: keeping accounting and tax records, and answering lawful requests from authorities',
      },
      share: {
        title: '3. Disclosure',
        body: 'We never sell your personal data. We disclose it only:\n\n- To site visitors: the listing and public profile details you choose to show\n- To listing owners: the name, e-mail, phone number and message you send through the contact-owner form\n- To service providers working for us, such as cloud hosting, e-mail and LINE, who are bound by contract to use the data only on our instructions\n- To authorities or courts when the law requires it',
      },
      transfer: {
        title: '4. Transfers abroad',
        body: 'When you sign in with Google or Facebook, or connect LINE, some data may be processed on those providers’ servers outside Thailand. We use only providers with adequate data protection standards as required by the PDPA.',
      },
      retention: {
        title: '5. Retention',
        body: '- Account, profile and listing data: for as long as you keep your account. When you delete it (My profile, "Delete my account"), your listings are closed and your name, e-mail, phone, pictures, favourites, messages and LINE connection are erased at once; the confirmation is the last mail we send you\n- Credit and payment records: kept without anything that identifies you, for the period required by accounting and tax law\n- Raw usage records (views, contacts and favourites of listings, searches, messages received through LINE): {{rawDays}} days, then deleted automatically; only daily totals that identify no one are kept longer\n- Messages to listing owners and to us: {{messageDays}} days from when they were sent, then deleted automatically\n- Ad views and clicks: only daily totals per ad, never who saw them\n- Cookie consent records: for as long as needed to show that consent was given; they are no longer linked to you once you delete your account',
      },
      cookies: {
        title: '6. Cookies',
        body: 'We use two kinds of cookies and browser storage:\n\n- Necessary: remembering your language and whether you are logged in; the site cannot work without them\n- Analytics: counting visits and understanding what people search for, switched on only after you press "Accept cookies"\n\nYou can delete cookies at any time in your browser settings, and the consent bar will appear again.',
      },
      rights: {
        title: '7. Your rights',
        body: 'Under the PDPA you have the right to:\n\n- access your personal data and receive a copy\n- have it transferred in a machine-readable format\n- object to its collection, use or disclosure\n- have it deleted, destroyed or anonymised\n- restrict its use\n- have it corrected and kept up to date\n- withdraw consent you gave, without affecting processing done before\n- complain to the Office of the Personal Data Protection Committee (PDPC)\n\nYou can download a copy of all your data (a .zip file, machine-readable) and delete your account yourself at any time in My profile, under "Your data and account". Send other requests to {{dpoEmail}}. We answer within 30 days of receiving your request.',
      },
      security: {
        title: '8. Security',
        body: 'We encrypt traffic with HTTPS, store passwords with a standard hashing method, limit access to staff who need it, and log access to our systems. If a personal data breach puts your rights at risk, we notify the PDPC within 72 hours and tell you without delay.',
      },
      minors: {
        title: '9. Minors',
        body: 'Posting listings is meant for adults. If you are under 20, please use the service with your parent’s or guardian’s consent.',
      },
      changes: {
        title: '10. Changes to this policy',
        body: 'We may update this policy from time to time. We announce significant changes on the site or by e-mail before they take effect.',
      },
      contact: {
        title: '11. Contact our data protection officer',
        body: 'Data Protection Officer, BaanDee Property Co., Ltd.\n\n- E-mail: {{dpoEmail}}\n- Phone: {{phone}}\n- Address: 8th floor, Phahonyothin Place, Phahonyothin Road, Chan Kasem, Chatuchak, Bangkok 10900',
      },
    },
  },
  terms: {
    title: 'Terms of service',
    intro:
      'These terms are an agreement between you and BaanDee Property Co., Ltd. for the use of the BaanDee website and services. By using the site, registering or posting a listing, you confirm that you have read and accept these terms and our privacy policy.',
    sections: {
      service: {
        title: '1. Our service',
        body: 'BaanDee is a marketplace where owners and agents list property for sale or rent, and where seekers search and contact them. We are not a broker, an agent or a party to any sale or rental, and we do not guarantee the accuracy of what users post.',
      },
      account: {
        title: '2. Your account',
        body: '- Give accurate, current information, and use your account for yourself only\n- Keep your password secret and tell us at once if you suspect someone else is using your account\n- E-mail accounts must verify their e-mail address before publishing listings\n- Company accounts must give the correct company name and juristic person number',
      },
      listings: {
        title: '3. Posting listings',
        body: '- List only property you own or are lawfully authorised to sell or rent out\n- Details, price, location and photos must match the real property, and you must have the right to use the photos\n- One listing per property; do not post duplicates to push your ranking\n- For now only property in Bangkok and nearby provinces can be listed\n- Your first listing is reviewed by our team before it is published\n- A listing runs for {{lifetimeDays}} days from publication; it then closes and we let you know\n- Please close a listing as soon as the property is sold or rented',
      },
      prohibited: {
        title: '4. Content that is not allowed',
        body: '- Fake listings, property that does not exist, or bait prices with no intention to sell\n- Illegal, obscene or abusive content, or content that discriminates by race, religion, sex or nationality\n- Other people’s personal data without their consent\n- Scam links, malware, or advertising unrelated to property\n\nWe may edit, suspend or remove content that breaks these terms without prior notice.',
      },
      credits: {
        title: '5. Credits, packages and boosts',
        body: '- Publishing a listing for the first time and boosting a listing use credits at the rates shown on your credit page\n- Package {{packageCode}} costs {{packagePrice}} baht, paid by bank transfer; send the slip to the BaanDee LINE Official account or upload it on the credit page\n- Our team checks payments and boost requests within {{approvalMin}}–{{approvalMax}} business days\n- A boosted listing is shown before other matching listings for {{boostDays}} days and cannot be boosted again during that time\n- Credits cannot be exchanged for cash or transferred, and are not refunded once used, unless the law requires it',
      },
      dealings: {
        title: '6. Dealing with other users',
        body: 'Any sale or rental is agreed directly between users. We recommend that you:\n\n- visit the property and check the title deed or ownership documents before agreeing\n- never transfer a deposit or booking fee before seeing the property and signing a written contract\n- report suspicious listings or users to us right away',
      },
      ip: {
        title: '7. Intellectual property',
        body: 'You keep ownership of the content and photos in your listings, and grant BaanDee a free licence to use, display, resize and publish them on our website, social channels and promotional media while the listing is published. The BaanDee name, logo and site design belong to BaanDee.',
      },
      suspension: {
        title: '8. Suspension and closing accounts',
        body: 'We may suspend or close accounts that break these terms, give false information or harm other users. You may delete your account yourself at any time in My profile.',
      },
      liability: {
        title: '9. Limitation of liability',
        body: 'We provide the service as is, and are not liable for damage arising from listing content, from contacts or transactions between users, or from temporary interruptions for maintenance, unless the damage results from our wilful misconduct or gross negligence.',
      },
      changes: {
        title: '10. Changes to these terms',
        body: 'We may change these terms and will announce significant changes on the site at least 7 days in advance. Continuing to use the service after the effective date means you accept the new terms.',
      },
      law: {
        title: '11. Governing law',
        body: 'These terms are governed by Thai law, and disputes fall under the jurisdiction of the Thai courts.',
      },
      contact: {
        title: '12. Contact us',
        body: 'Questions about these terms? Contact us at {{email}} or call {{phone}} during office hours.',
      },
    },
  },
};
