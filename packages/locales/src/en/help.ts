import type { Catalogue } from '../types.js';
import type { help as th } from '../th/help.js';

export const help: Catalogue<typeof th> = {
  center: 'Help center',
  otherTopics: 'Other help topics',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpText: 'The BaanDee team is happy to help every business day. Send us a message or chat with us on LINE Official.',
  contactUs: 'Contact our team',
  createAccount: {
    title: 'How to create an account',
    socialLine: '\n- With {{providers}}: press that provider’s button and allow BaanDee to read your name, e-mail and profile picture. These accounts need no e-mail verification and have no BaanDee password',
    summary: 'Sign up with {{methods}} and get your account ready to post.',
    intro: 'You can search BaanDee without an account, but to post listings, keep favourites or see statistics you need one. Signing up takes only a few minutes.',
    sections: {
      open: {
        title: 'Step 1: Open the registration window',
        body: '1. On a computer, press "Register" at the top right of any page\n1. On a phone, tap "More" in the bottom menu, then choose "Register"\n1. The registration window opens (on a phone it slides up from the bottom of the screen)',
      },
      method: {
        title: 'Step 2: Choose how to sign up',
        body: '- With e-mail: fill in the form in step 3, then verify your e-mail{{socialLine}}',
      },
      form: {
        title: 'Step 3: Fill in the form',
        body: '1. An e-mail address you use, because we send the verification link there\n1. Your mobile number, {{phoneLength}} digits without dashes\n1. A password of at least {{passwordMin}} characters, typed twice to confirm\n1. Whether you want news and promotions (you can change this later)\n\nThe "Register" button becomes active once everything is complete and valid. If a field is not accepted, a message appears under it.',
      },
      verify: {
        title: 'Step 4: Verify your e-mail',
        body: 'Open the e-mail from BaanDee and press the verification link; it works once. If you cannot find the e-mail, check your spam or promotions folder. You can log in right after registering, but you must verify your e-mail before publishing a listing.',
      },
      profile: {
        title: 'Step 5: Complete your profile and connect LINE',
        body: '- Go to the account menu > My profile and add your name, a profile picture and contact details, so seekers trust your listings\n- Connect your LINE account and add the BaanDee LINE Official account as a friend, to be notified about enquiries and to send payment proofs when you buy a package',
      },
    },
  },
  accountManagement: {
    title: 'Managing your account',
    summary: 'Edit your profile, switch to a company account, change or reset your password, and set notifications.',
    intro: 'Once logged in, press your profile picture at the top right (on a phone, tap "More") to open the account menu. Every setting below is in that menu.',
    sections: {
      profile: {
        title: 'Edit your profile',
        body: '1. Open the account menu and choose "My profile"\n1. Edit your name, phone number, address and short bio\n1. Change your profile picture with an image of at most {{imageMb}} MB; it is cropped to a {{profileSize}} x {{profileSize}} pixel square for you\n1. Press "Save". If a field is not accepted, a message appears under it',
      },
      company: {
        title: 'Switch to a company account',
        body: 'Agents and developers can switch their account to the company type:\n\n- Complete your personal profile first\n- Enter the company name and its 13-digit juristic person number\n- Press "Switch to company account"; the company name then appears on your listings and public profile\n\nYou can switch back to an individual account at any time on the same page.',
      },
      password: {
        title: 'Change your password',
        body: 'The "Change password" menu is available for e-mail accounts only. Enter your current password, a new one of at least {{passwordMin}} characters, and the new one again to confirm. Google and Facebook accounts manage their password with that provider.',
      },
      forgot: {
        title: 'Forgot your password',
        body: '1. Press "Log in", then choose "Forgot password?"\n1. Enter the e-mail you registered with and send\n1. Open the link in the e-mail to set a new password. The link works once and expires; if it has expired, request a new one',
      },
      notifications: {
        title: 'Notification settings',
        body: 'In "Notification settings", connect your LINE account and choose what you want to hear about, such as new enquiries, listings about to expire, or payment review results. If you remove the LINE Official account as a friend, LINE notifications stop, but e-mails continue as usual.',
      },
      close: {
        title: 'Closing your account',
        body: 'In My profile, under "Your data and account", press "Delete my account" and confirm with your password (a Google or Facebook account confirms by typing its e-mail). All your listings are closed and your personal data is deleted at once, as described in the privacy policy. Remaining credits cannot be refunded. To keep your data, press "Download my data" first.',
      },
    },
  },
  boostPost: {
    title: 'How to boost a listing',
    summary: 'Push a listing above other matching listings, with a boost label.',
    intro: 'Boosting shows your listing among the first matching search results, with a "Boosted" label, for {{boostDays}} days. It helps when you want to sell or find a tenant faster.',
    sections: {
      before: {
        title: 'Before you start',
        body: '- The listing must be published\n- A listing that is being boosted cannot be boosted again until its {{boostDays}} days are over\n- To buy more credits, you must first connect your LINE account and add the BaanDee LINE Official account as a friend',
      },
      steps: {
        title: 'Boosting step by step',
        body: '1. Open the account menu and choose "My listings"\n1. Find the listing and press "Boost"\n1. Check how many credits it uses, then confirm\n1. If you have enough credits, the boost starts right away and the listing shows the boost label',
      },
      payment: {
        title: 'When you do not have enough credits',
        body: '1. A boost request is created and the payment steps are shown\n1. Choose a package such as {{packageCode}} for {{packagePrice}} baht and transfer the amount shown\n1. Send a photo of the slip in the BaanDee LINE Official chat, or upload it on the "My credit" page\n1. Our team checks it within {{approvalMin}}–{{approvalMax}} business days. Once approved, the boost starts and you are notified by LINE and e-mail',
      },
      tips: {
        title: 'Tips for a listing that performs',
        body: '- Use a bright, sharp cover photo, ideally {{coverWidth}} x {{coverHeight}} pixels, and at least {{galleryMin}} gallery photos\n- State the price, common fees and rental conditions in full\n- Add nearby rail stations and places with their distance\n- Answer enquiries quickly, and follow views and contacts on your data analytics page',
      },
    },
  },
};
