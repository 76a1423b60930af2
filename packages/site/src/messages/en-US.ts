import type { SiteMessages } from './pt-BR';

/** English (United States) messages of the site. */
export const siteMessagesEnUS: SiteMessages = {
  site: {
    skip_to_content: 'Skip to content',
    nav: { main: 'Main menu', tabs: 'Navigation', menu: 'Menu', menu_title: 'Menu', sign_in: 'Sign in' },
    modules: {
      home: 'Home',
      online_courses: 'Online courses',
      trails: 'Trails',
      presential_courses: 'In-person courses',
      webinars: 'Webinars',
      live_classes: 'Live classes',
      faq: 'FAQ',
      reward_store: 'Reward store',
      points_table: 'Points table',
      campaigns: 'Campaigns',
      events: 'Events',
      insert_sales: 'Report sales',
      upload_photos: 'Upload photos',
      podcasts: 'Podcasts',
      library: 'Library',
      news: 'News',
      profile: 'My profile',
      ranking: 'Ranking',
    },
    module_hints: {
      online_courses: 'Learn at your own pace, from anywhere.',
      trails: 'Course sequences to master a topic.',
      presential_courses: 'In-person classes and their sessions.',
      webinars: 'Broadcasts with experts.',
      live_classes: 'Live classes with instructors.',
      faq: 'Answers to the most common questions.',
      reward_store: 'Redeem your points for prizes.',
      points_table: 'What each product is worth.',
      campaigns: 'Active and previous campaigns.',
      events: 'Check in at programme events.',
      insert_sales: 'Report your sales and earn points.',
      upload_photos: 'Send photos of your store.',
    },
    language: { label: 'Language' },
    user_menu: { label: 'Account menu of {{name}}', sign_out: 'Sign out' },
    footer: {
      label: 'About',
      about: 'About Campus',
      portfolio: 'Portfolio',
      faq: 'FAQ',
      support: 'Support',
      contact: 'Contact us',
      privacy: 'Privacy policy',
      terms: 'Terms and conditions',
      cookies: 'Cookie policy',
      rights: '© {{year}} Campus. All rights reserved.',
    },
    errors: { page_title: 'Something went wrong', retry: 'Try again' },
    chunk: {
      title: 'This page could not be loaded',
      message: 'The connection failed or Campus was updated while you were browsing. Reload the page to continue.',
      reload: 'Reload page',
    },
    not_found: { title: 'Page not found', home: 'Go to home', login: 'Go to sign in' },
    maintenance: { title: 'Campus is under maintenance' },
    maintenance_login: { title: 'Sign in during maintenance' },
    login: { title: 'Welcome to Campus', intro: 'Sign in to continue your courses, trails and the points programme.' },
    webservice: {
      title: 'Direct access',
      title_intel: 'Access from the retail programme',
      signing_in: 'We are confirming your access…',
      no_token: 'This address did not bring an access code. Sign in with your user name and password.',
    },
    first_access: {
      intro: 'Confirm the details we have on record and create your password.',
      intel_intro: 'Retail training programme member: confirm your details and create your Campus password.',
    },
    register_success: {
      approved: 'Your registration is complete. You can sign in to Campus now.',
      awaiting:
        'We received your registration. The platform manager will review it and you will be notified when it is approved.',
      sign_in: 'Go to sign in',
    },
    pages: {
      'online-courses': 'Online courses',
      trails: 'Learning trails',
      'presential-courses': 'In-person courses',
      webinars: 'Webinars',
      'live-classes': 'Live classes',
      detail: {
        'online-courses': 'Online course',
        trails: 'Learning trail',
        'presential-courses': 'In-person course',
        webinars: 'Webinar',
        'live-classes': 'Live class',
        'presential-catalogs': 'In-person catalogue',
      },
      back_to_list: 'Back to the list',
      back_to_trail: 'Back to the trail',
      faq: 'Frequently asked questions',
      contact: 'Contact us',
      onboarding: 'Welcome to Campus',
      complete_register: 'Complete your registration',
      set_password: 'Create your password',
      recover_password: 'Reset your password',
      request_password: 'Recover password',
      first_access: 'First access',
      intel_first_access: 'First access: retail programme',
      register: 'Registration',
      register_seven_trade: 'Brand promoter registration',
      register_pop_trade: 'Sales staff registration',
      register_success: 'Registration sent',
      portfolio: 'Training portfolio',
      portfolio_course: 'Portfolio course',
    },
    client_pages: {
      'about-the-program': 'About the programme',
      hotsite: 'Featured campaign',
      'about-the-team': 'About the team',
    },
    institutional: {
      about: {
        title: 'About Campus',
        body:
          'Campus is the corporate learning platform that brings together, in one place, the development of the sales teams, brand promoters, store owners and partners of our retail network.\n\n' +
          'Here you take online courses at your own pace, follow learning trails from start to finish, join live classes, webinars and in-person classes, and keep track of your progress and certificates.\n\n' +
          'Campus is also home to the points programme: report your sales, send store photos, move up levels and redeem your points for prizes. Everything works on computers and phones, in Portuguese, English, Spanish and French.',
      },
      cookies_policy: {
        title: 'Cookie policy',
        body:
          'Cookies are small files your browser keeps. Campus uses essential cookies to keep you signed in securely and to remember your language, your country and your cookie choices. The platform does not work without them, so they are always on.\n\n' +
          'With your permission we also use performance cookies, which show us in aggregate which pages are used most and where things are slow or fail, so we can improve the platform. They are never used for advertising.\n\n' +
          'Data kept on your device is encrypted and expires after at most 180 days without use. You can change your preferences at any time under “Cookie settings” in the footer, or delete cookies in your browser settings.',
      },
      support: {
        title: 'Support',
        body:
          'Need help with access, a course, a certificate or the points programme? Start with the frequently asked questions: they answer the most common ones.\n\n' +
          'If you cannot find the answer, write to our team through the contact form, with the subject and what happened. We answer within {{days}} working days, at the e-mail address of your account.\n\n' +
          'Forgot your password? Use “Forgot my password” on the sign-in screen to get a link by e-mail or a code by SMS or WhatsApp.',
        contact: 'Open the contact form',
        sign_in: 'Sign in to contact support',
      },
      privacy_policy: {
        title: 'Privacy policy',
        body:
          'We process your personal data under Brazil’s General Data Protection Law (LGPD) and the laws of the countries where the programme runs, only to provide training, record your progress, issue certificates and run the points programme.\n\n' +
          'We use your registration details (name, document, contacts, company and store), your course and assessment history and, in the points programme, the sales, invoices and photos you send. This data is shared only with the contracting company and with the partners needed to deliver prizes.\n\n' +
          'You can see and correct your data in your profile, ask support for a copy and delete your account at any time from the account menu. Deletion removes or anonymises your personal data, keeping only what the law requires.',
      },
      terms: {
        title: 'Terms and conditions',
        body:
          'By using Campus you agree to keep your access personal and non-transferable, to give truthful information when you register and to use the content only for your professional development.\n\n' +
          'In the points programme, report only real sales, with their invoice, within 15 days of the sale. Sales and photos may be audited before a redemption is confirmed, and campaign points expire at the end of each campaign.\n\n' +
          'Activity against the rules, such as duplicate invoices or photos of another store, may lead to the loss of points and to the account being blocked. These terms may change; we will let you know on the platform when they do.',
      },
    },
    cookies: {
      banner_title: 'Your privacy',
      banner_message:
        'Campus uses essential cookies to keep your session and your choices. By continuing you agree to our cookie policy.',
      banner_message_optional:
        'Campus uses essential cookies to keep your session and, if you allow it, performance cookies to improve the platform.',
      accept: 'Got it',
      accept_all: 'Accept all',
      essential_only: 'Essential only',
      preferences: 'Preferences',
      read_policy: 'Read the cookie policy',
      policy_title: 'Cookie policy',
      full_policy: 'Open the full policy',
      preferences_title: 'Cookie preferences',
      preferences_intro: 'Choose which cookies Campus may use on this device.',
      essential: 'Essential cookies',
      essential_hint: 'Keep your session, your language and your choices. Always on.',
      optional: 'Performance cookies',
      optional_hint: 'Show in aggregate how the platform is used, to improve it.',
      save: 'Save preferences',
      settings: 'Cookie settings',
    },
    account_deletion: {
      open: 'Delete my account',
      title: 'Delete my account',
      message:
        'Your personal data will be removed or anonymised and all your sessions will end. Your points and certificates will no longer be available. This cannot be undone.',
      confirm_label: 'Type your full name to confirm',
      confirm_hint: 'Your full name: {{name}}',
      submit: 'Delete account permanently',
      cancel: 'Cancel',
      done: 'Your account was deleted.',
    },
    home: {
      title: 'Hello, {{name}}!',
      title_anonymous: 'Home',
      intro: 'Pick up where you left off or discover something new.',
      banner_label: 'Highlights',
      banner_open: 'See “{{title}}”',
      banner_dismiss: 'Dismiss “{{title}}”',
      shortcuts: 'Shortcuts',
      campaign: {
        title: 'Campaign',
        label: 'Selected campaign',
        hint: 'Points, ranking and prizes follow the campaign you choose.',
        placeholder: 'Choose a campaign',
        option: '{{name}} ({{begin}} to {{end}})',
        previous: '{{label}}, ended',
        saved: 'Selected campaign: {{name}}',
        none: 'No campaign available right now.',
      },
    },
    faq: {
      intro: 'Find answers about access, courses, certificates and the points programme.',
      search: 'Search the questions',
      search_button: 'Search',
      empty: 'No question found.',
    },
    contact: {
      intro:
        'Tell our team what happened. We answer within {{days}} working days at the e-mail address of your account.',
      subject: 'Subject',
      subjects: {
        question: 'Question',
        technical: 'Technical problem',
        loyalty: 'Points programme',
        content: 'Courses and certificates',
        other: 'Something else',
      },
      message: 'Message',
      message_hint: '{{count}} characters left',
      required: 'Fill in this field.',
      send: 'Send message',
      sending: 'Sending…',
    },
    lounge: {
      title: 'Webinar lounge',
      intro: 'Follow the start of the broadcast here.',
      back: 'Back to the webinar',
      status: 'Status',
      starts: 'Broadcast starts',
      date_time: '{{date}} at {{time}}',
      speaker: 'Speaker',
      subscription: 'Your subscription',
      subscribed: 'Subscribed',
      not_subscribed: 'Not subscribed',
      statuses: {
        opened: 'Open',
        closed: 'Closed',
        offline: 'Offline',
        finished: 'Finished',
        no_vacancy: 'Fully booked',
      },
      open_now: 'The lounge is open: the broadcast may start at any moment.',
      ended: 'This broadcast has ended.',
      waiting: 'The lounge opens close to the broadcast time. You can come back to this page at any time.',
    },
    partner: {
      title: 'Juntos Somos Mais',
      intro: 'Your training points also count in the construction industry’s loyalty programme.',
      body:
        'Professionals registered in the partner programme can transfer the points they earn in Campus training to their Juntos Somos Mais account.\n\n' +
        'Transfers are made from your profile, for active registrations with an eligible role. Transferred points must be redeemed in the partner programme within {{months}} months.',
      steps_title: 'How to take part',
      step_1: 'Sign in to Campus or register.',
      step_2: 'Complete training and collect points.',
      step_3: 'Transfer your points to Juntos Somos Mais from your profile.',
      sign_in: 'Sign in to Campus',
      register: 'Register',
      go_home: 'Go to home',
    },
    portfolio: {
      intro: 'Discover the training we offer to sales teams and retail partners.',
      highlight_1: 'Online courses, trails, webinars and live classes.',
      highlight_2: 'A certificate for each completed programme.',
      highlight_3: 'On computers and phones, in four languages.',
      course: 'course',
      back: 'Back to the portfolio',
      sign_in: 'Sign in to see the courses',
      team: 'Meet the team',
    },
    onboarding: {
      intro: 'Great to have you here, {{name}}! Here is how Campus works, in a few steps.',
      step_learn_title: 'Learn',
      step_learn:
        'Take online courses at your own pace, follow trails and join webinars, live classes and in-person classes. Your progress is saved.',
      step_points_title: 'Earn points',
      step_points:
        'In the points programme, report your sales and send store photos to collect points, move up levels and redeem prizes.',
      step_modules_title: 'What is available to you',
      no_modules: 'Your company’s modules will show here as soon as they are enabled.',
      step_help_title: 'Need help?',
      step_help: 'See the frequently asked questions or contact us:',
      start: 'Get started',
    },
  },
};
