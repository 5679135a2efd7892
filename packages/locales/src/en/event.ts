import type { Catalogue } from '../types.js';
import type { event as th } from '../th/event.js';

export const event: Catalogue<typeof th> = {
  songkran: {
    title: 'Songkran event',
    lead: 'Make a Songkran greeting card with your own words, share it with the people you love, and get {{credits}} free credits for your first share',
    runs: 'Join in from {{start}} to {{end}}',
    notStarted: 'The Songkran event runs from {{start}} to {{end}}. See you then!',
    ended: 'The Songkran event has ended (it ran from {{start}} to {{end}}). Thank you for joining in',
    closedTitle: 'The event is not running now',
    signIn: {
      title: 'Sign in to make your card',
      lead: 'Join at once with your Google or Facebook account, or sign in with your e-mail',
      email: 'Sign in with e-mail',
      register: 'Register with e-mail',
    },
    form: {
      title: 'Make a greeting card',
      design: 'Choose a design',
      language: 'Language on the card',
      message: 'Your greeting',
      messagePlaceholder: 'Happy Songkran! Wishing you a cool, joyful and prosperous Thai New Year',
      messageHint: 'Thai or English, at most {{max}} characters and {{lines}} lines',
      count: '{{length}}/{{max}}',
      name: 'From',
      namePlaceholder: 'The name shown on the card',
      preview: 'Card preview',
      create: 'Create card',
      creating: 'Creating your card…',
    },
    designs: { splash: 'Water splash', jasmine: 'Jasmine garland', sunset: 'Songkran sunset' },
    languages: { th: 'Thai', en: 'English' },
    result: {
      title: 'Your card is ready to share',
      another: 'Make another card',
      open: 'Open the card page',
    },
    share: {
      title: 'Share your card',
      reward: 'Get {{credits}} free credits for your first share',
      line: 'Share on LINE',
      facebook: 'Share on Facebook',
      copy: 'Copy link',
      copied: 'Link copied',
      text: 'Happy Songkran to you!',
      granted: 'You got {{credits}} credits for your first share. You now have {{balance}} credits',
      already: 'You already got this event’s credits. You have {{balance}} credits',
    },
    mine: { title: 'My cards', empty: 'No cards yet' },
  },
  card: {
    title: 'A Songkran greeting card from {{name}}',
    alt: 'Songkran greeting card from {{name}}: {{message}}',
    lead: 'Someone sent you Songkran wishes',
    cta: 'Make your own card',
    ctaLead: 'Make a greeting card to pass the joy on, and get free credits from BaanDee',
  },
  print: {
    greeting: 'Happy Songkran',
    from: 'From {{name}}',
    footer: 'Sent with BaanDee',
  },
};
