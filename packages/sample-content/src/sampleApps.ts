import type { AppInput, PrivacyDeclaration, ReleaseInput } from '@studio/schemas';
import type { Glyph } from './art/appIcon';
import type { ScreenArt } from './art/screenshot';
import type { Palette } from './art/svg';
import { accountDeletion, privacyPolicy, termsOfUse } from './sampleLegalTexts';

/** A sample app: its fields, and how to draw its icon and screenshots. */
export type SampleApp = Omit<AppInput, 'icon' | 'screenshots'> & {
  palette: Palette;
  glyph: Glyph;
  screens: ScreenArt[];
  /** A YouTube video id, listed after the screenshots. */
  trailerVideoId?: string;
  createdDaysAgo: number;
  updatedDaysAgo: number;
  /** Its versions, newest first, each released this many days ago. */
  releases?: Array<Omit<ReleaseInput, 'releasedAt'> & { daysAgo: number }>;
  /** A coming-soon app launches this many days after the site is filled. */
  launchInDays?: number;
  /** What it declares about the data it collects; none: not declared yet. */
  privacyDeclaration?: PrivacyDeclaration;
};

const PRESS_EMAIL = 'press@pixelwave.studio';

// Big Buck Bunny: a well-known public video, so the sample embed always works.
const SAMPLE_TRAILER = 'aqz-KE-bpKQ';

const appStoreLink = (slug: string, id: number) => `https://apps.apple.com/app/${slug}/id${id}`;
const playStoreLink = (appPackage: string) =>
  `https://play.google.com/store/apps/details?id=${appPackage}`;
const SUPPORT_EMAIL = 'support@pixelwave.studio';
// Placeholders in the right form: the owner replaces them with the studio's own.
const SAMPLE_TEAM_ID = 'PXW8STUD10';
const SAMPLE_FINGERPRINT = Array.from({ length: 32 }, (_, i) =>
  ((i * 37 + 11) % 256).toString(16).padStart(2, '0').toUpperCase(),
).join(':');

export const SAMPLE_APPS: SampleApp[] = [
  {
    name: 'Space Miner',
    slug: 'space-miner',
    category: 'Game',
    featured: true,
    shortDescription:
      'Crack asteroids, refine rare ore and upgrade your rig on a relaxing journey across a hand-painted galaxy.',
    description: [
      'Space Miner is a calm, satisfying mining adventure. Pilot a tiny ship through drifting asteroid fields, crack rocks open with your laser and haul glittering ore back to your orbital base.',
      'Every haul funds something new: stronger drills, smarter drones, bigger cargo bays and engines that carry you to forty hand-crafted star systems, each with its own minerals, hazards and secrets.',
      'There are no timers and no energy bars: play for two minutes on the bus or two hours on the sofa. Your progress syncs across your devices, and the whole game plays offline.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('space-miner', 6470018231),
    playStoreLink: playStoreLink('studio.pixelwave.spaceminer'),
    supportEmail: SUPPORT_EMAIL,
    accountDeletion: accountDeletion('Space Miner'),
    // Progress syncs across devices: an account, its saves, and crash reports.
    privacyDeclaration: {
      collectsData: true,
      data: [
        {
          type: 'USER_ID',
          purposes: ['APP_FUNCTIONALITY'],
          linkedToUser: true,
          usedForTracking: false,
          sharedWithThirdParties: false,
          optional: false,
        },
        {
          type: 'GAMEPLAY_CONTENT',
          purposes: ['APP_FUNCTIONALITY'],
          linkedToUser: true,
          usedForTracking: false,
          sharedWithThirdParties: false,
          optional: false,
        },
        {
          type: 'CRASH_DATA',
          purposes: ['ANALYTICS', 'APP_FUNCTIONALITY'],
          linkedToUser: false,
          usedForTracking: false,
          sharedWithThirdParties: false,
          optional: true,
        },
      ],
      encryptedInTransit: true,
      deletionRequests: true,
    },
    deepLinks: {
      appleTeamId: SAMPLE_TEAM_ID,
      iosBundleId: 'studio.pixelwave.spaceminer',
      androidPackage: 'studio.pixelwave.spaceminer',
      androidSha256Fingerprints: [SAMPLE_FINGERPRINT],
    },
    termsLink: termsOfUse('Space Miner'),
    privacyLink: privacyPolicy(
      'Space Miner',
      'Your game progress is stored on your device and, if you sign in with Game Center, in your private iCloud account so that it syncs between devices. We never see it.',
    ),
    palette: { from: '#312e81', to: '#7c3aed', accent: '#fbbf24' },
    glyph: 'orbit',
    screens: [
      {
        layout: 'space',
        title: 'Strike it rich',
        caption: 'Crack asteroids for rare ore',
        label: '12,480',
      },
      {
        layout: 'stats',
        title: 'Upgrade your rig',
        caption: 'Drills, drones and bigger cargo bays',
        label: 'Workshop',
      },
      {
        layout: 'space',
        title: 'Explore 40 systems',
        caption: 'Every star hides something new',
        label: '48,902',
      },
      {
        layout: 'space',
        title: 'Play at your pace',
        caption: 'No timers, no energy bars',
        label: '3,115',
      },
    ],
    trailerVideoId: SAMPLE_TRAILER,
    createdDaysAgo: 240,
    updatedDaysAgo: 2,
    pressKitEnabled: true,
    releaseDate: '2025-03-14',
    platforms: ['iOS', 'iPadOS', 'Android'],
    price: 'Free with in-app purchases',
    pressContact: PRESS_EMAIL,
    features: [
      'Forty hand-crafted star systems to mine',
      'No timers, no energy bars: play as long as you like',
      'Plays fully offline; progress syncs across devices',
    ],
    awards: [{ text: 'Best Relaxing Game, finalist', source: 'Indie Pocket Awards 2025' }],
    quotes: [
      {
        text: 'The most soothing way to get rich in space.',
        source: 'Pocket Arcade Weekly',
      },
    ],
    credits: [
      { name: 'Marta Silva', role: 'Game design' },
      { name: 'Jonas Berg', role: 'Art and animation' },
    ],
    releases: [
      {
        version: '1.4.0',
        daysAgo: 2,
        notes:
          'Three new star systems past the Kuiper Gate, each with a mineral you have never seen.\n\nDrones now return on their own when your cargo bay is full.',
      },
      {
        version: '1.3.2',
        daysAgo: 40,
        notes:
          'Fixed a crash when selling ore right after an upgrade. Smoother frame rates on older iPhones.',
        platforms: ['iOS'],
      },
    ],
  },
  {
    name: 'Tiny Kingdoms',
    slug: 'tiny-kingdoms',
    category: 'Game',
    featured: true,
    shortDescription:
      'Build a pocket-sized realm, keep your villagers happy and watch your kingdom grow through the seasons.',
    description: [
      'Tiny Kingdoms is a cosy strategy game about building a realm that fits in your pocket. Place farms, mills and cottages, clear the forest, and turn a muddy clearing into a bustling little kingdom.',
      'Your villagers have needs and opinions. Keep them fed, warm and entertained through the changing seasons, settle their disputes, and they will reward you with festivals, new crafts and the occasional dragon sighting.',
      'Sessions are short and every decision matters. Come back each season to find your kingdom has grown, with new challenges waiting at its borders.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('tiny-kingdoms', 6451127764),
    playStoreLink: playStoreLink('studio.pixelwave.tinykingdoms'),
    supportEmail: SUPPORT_EMAIL,
    termsLink: termsOfUse('Tiny Kingdoms'),
    privacyLink: privacyPolicy(
      'Tiny Kingdoms',
      'Your kingdom is saved on your device. If you turn on iCloud sync, a copy is kept in your private iCloud account; we have no access to it.',
    ),
    palette: { from: '#065f46', to: '#10b981', accent: '#fde68a' },
    glyph: 'crown',
    screens: [
      {
        layout: 'kingdom',
        title: 'Build your realm',
        caption: 'Farms, mills, cottages and castles',
        label: 'Year 12',
      },
      {
        layout: 'kingdom',
        title: 'Grow with the seasons',
        caption: 'Every winter brings new challenges',
        label: 'Year 31',
      },
      {
        layout: 'stats',
        title: 'Keep them happy',
        caption: 'Food, warmth and the odd festival',
        label: 'Village mood',
      },
    ],
    createdDaysAgo: 150,
    updatedDaysAgo: 9,
  },
  {
    name: 'Neon Drift',
    slug: 'neon-drift',
    category: 'Game',
    featured: false,
    shortDescription:
      'A one-thumb arcade racer: drift through neon city streets at night and chase your friends up the leaderboards.',
    description: [
      'Neon Drift is pure arcade speed. Hold to drift, release to boost, and thread your car through glowing city streets where every corner is a chance to shave off a few milliseconds.',
      'Unlock twelve cars and tune them to your style, from nimble hatchbacks to roaring muscle cars. New tracks arrive every season, each with its own weekly challenge.',
      'Race your own ghost, or challenge friends and the world on the leaderboards. One thumb is all you need.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('neon-drift', 6502233419),
    termsLink: termsOfUse('Neon Drift'),
    privacyLink: privacyPolicy(
      'Neon Drift',
      'Your garage and best times are stored on your device. Leaderboard scores are shared through Game Center under your Game Center nickname; nothing else leaves your device.',
    ),
    palette: { from: '#be185d', to: '#f97316', accent: '#22d3ee' },
    glyph: 'bolt',
    screens: [
      {
        layout: 'race',
        title: 'Drift the night',
        caption: 'Hold to drift, release to boost',
        label: '218 km/h',
      },
      {
        layout: 'race',
        title: 'One thumb is enough',
        caption: 'Easy to learn, hard to master',
        label: '264 km/h',
      },
      {
        layout: 'stats',
        title: 'Top the leaderboards',
        caption: 'Beat your friends every week',
        label: 'Weekly cup',
      },
    ],
    createdDaysAgo: 60,
    updatedDaysAgo: 20,
  },
  {
    name: 'Focus Flow',
    slug: 'focus-flow',
    category: 'Productivity',
    featured: false,
    shortDescription:
      'A calm focus timer and task list in one: plan your day, work in sprints and see where your time really goes.',
    description: [
      'Focus Flow brings your task list and a focus timer together. Pick a task, start a 25-minute sprint and let the app keep everything else quiet until it is time for a break.',
      'Plan your day in the morning, carry unfinished tasks over with one swipe and add new ones from the lock screen or Siri. Gentle sounds and a progress ring keep you in the flow.',
      'Weekly statistics show how much deep work you did and when you focus best, so that you can plan tomorrow around your most productive hours.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('focus-flow', 6449902185),
    supportUrl: 'https://pixelwave.studio/support/focus-flow',
    accountDeletion: accountDeletion('Focus Flow'),
    termsLink: termsOfUse('Focus Flow'),
    privacyLink: privacyPolicy(
      'Focus Flow',
      'Your tasks and focus sessions are stored on your device and, if you turn on sync, in your private iCloud account. We cannot read them.',
    ),
    palette: { from: '#1d4ed8', to: '#06b6d4', accent: '#facc15' },
    glyph: 'timer',
    screens: [
      {
        layout: 'timer',
        title: 'Focus in sprints',
        caption: '25 minutes of calm, then a break',
        label: '17:42',
      },
      {
        layout: 'tasks',
        title: 'Plan your day',
        caption: 'Tasks and timer in one place',
        label: 'Today',
      },
      {
        layout: 'stats',
        title: 'Know your rhythm',
        caption: 'See when you focus best',
        label: 'This week',
      },
    ],
    createdDaysAgo: 320,
    updatedDaysAgo: 5,
    pressKitEnabled: true,
    releaseDate: '2024-01-09',
    platforms: ['iOS', 'Android'],
    price: '4.99 USD',
    pressContact: PRESS_EMAIL,
    features: ['Timed focus sessions with gentle breaks', 'Weekly reports of your deep work'],
    quotes: [{ text: 'Quietly brilliant.', source: 'Productive Apps Review' }],
    credits: [{ name: 'Ana Costa', role: 'Design and development' }],
    releases: [
      {
        version: '2.1',
        daysAgo: 5,
        notes:
          'Home-screen widgets show the session in progress.\n\nReports now start on the day you choose.',
      },
      {
        version: '2.0',
        daysAgo: 90,
        notes: 'A new look, and sessions that carry on across your devices.',
      },
    ],
  },
  {
    name: 'Word Garden',
    slug: 'word-garden',
    category: 'Education',
    featured: false,
    shortDescription:
      'Grow your vocabulary five words a day with playful flash cards and spaced repetition that really sticks.',
    description: [
      'Word Garden turns learning new words into tending a garden. Every word you learn plants a seed; review it at the right moment and it blossoms into a flower.',
      'Cards are scheduled with spaced repetition, so you see each word just before you would forget it. Five new words a day take only a few minutes, and every word comes with example sentences and audio.',
      'Choose from English, Spanish, French and German word lists for learners from beginner to advanced, and watch your garden grow as your vocabulary does.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('word-garden', 6463310057),
    termsLink: termsOfUse('Word Garden'),
    privacyLink: privacyPolicy(
      'Word Garden',
      'Your learning progress is stored on your device and, if you turn on sync, in your private iCloud account. Pronunciation audio is bundled with the app, so no recordings are ever made or sent.',
    ),
    palette: { from: '#15803d', to: '#84cc16', accent: '#f472b6' },
    glyph: 'leaf',
    screens: [
      {
        layout: 'cards',
        title: 'Five words a day',
        caption: 'A few minutes is all it takes',
        label: 'serendipity',
      },
      {
        layout: 'cards',
        title: 'Remember for good',
        caption: 'Spaced repetition, done for you',
        label: 'ephemeral',
      },
      {
        layout: 'stats',
        title: 'Watch it grow',
        caption: 'Every word plants a flower',
        label: 'Your garden',
      },
      {
        layout: 'tasks',
        title: 'Lessons that fit',
        caption: 'From beginner to advanced',
        label: 'Lessons',
      },
    ],
    createdDaysAgo: 200,
    updatedDaysAgo: 14,
  },
  {
    name: 'Pocket Level',
    slug: 'pocket-level',
    category: 'Utility',
    featured: false,
    shortDescription:
      'A precise bubble level and inclinometer for shelves, frames and DIY projects, right in your pocket.',
    description: [
      'Pocket Level turns your phone into a precise spirit level. Lay it flat for a bullseye level, or hold it against an edge to measure angles to a tenth of a degree.',
      'Calibrate it on any surface in two taps, lock a reading with a tap on the screen, and save measurements with a note and a photo for later.',
      'Large, high-contrast numbers and gentle haptic clicks at 0 and 90 degrees make it easy to use on a ladder or in a dim cupboard.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('pocket-level', 6478821903),
    termsLink: termsOfUse('Pocket Level'),
    // A hosted policy: exercises the rule that a text starting with http is shown as a link.
    privacyLink: 'https://example.com/pocket-level/privacy',
    palette: { from: '#334155', to: '#0ea5e9', accent: '#a3e635' },
    glyph: 'level',
    screens: [
      {
        layout: 'level',
        title: 'Level anything',
        caption: 'Shelves, frames and worktops',
        label: '0.0°',
      },
      {
        layout: 'level',
        title: 'Precise to 0.1°',
        caption: 'Calibrate on any surface',
        label: '2.4°',
      },
      {
        layout: 'tasks',
        title: 'Keep your readings',
        caption: 'Save them with a note and photo',
        label: 'Saved',
      },
    ],
    createdDaysAgo: 400,
    updatedDaysAgo: 45,
  },
  {
    name: 'Tip Split',
    slug: 'tip-split',
    category: 'Utility',
    featured: false,
    shortDescription:
      'Split bills and tips between friends in seconds, with uneven shares, rounding and a tidy summary to share.',
    description: [
      'Tip Split takes the maths out of dinner with friends. Enter the total, choose the tip and see at once what everyone owes, rounded the way you like.',
      'Not everyone had dessert? Give people uneven shares or assign single items to them, and Tip Split works out the rest, tax and tip included.',
      'Share a tidy summary with the group in one tap, and keep a history of shared costs for trips and flatshares.',
    ].join('\n\n'),
    appStoreLink: appStoreLink('tip-split', 6440057312),
    termsLink: termsOfUse('Tip Split'),
    privacyLink: privacyPolicy(
      'Tip Split',
      'The bills and names you enter stay on your device. A summary leaves it only when you choose to share one, through the share sheet of your choice.',
    ),
    privacyDeclaration: {
      collectsData: false,
      data: [],
      encryptedInTransit: false,
      deletionRequests: false,
    },
    palette: { from: '#c2410c', to: '#f59e0b', accent: '#fef3c7' },
    glyph: 'initials',
    screens: [
      {
        layout: 'tasks',
        title: 'Split in seconds',
        caption: 'Everyone sees their share at once',
        label: 'Friday dinner',
      },
      {
        layout: 'stats',
        title: 'Track shared costs',
        caption: 'Trips, flatshares and nights out',
        label: 'Lisbon trip',
      },
      {
        layout: 'cards',
        title: 'Share the summary',
        caption: 'One tap sends it to the group',
        label: '€38.50',
      },
    ],
    createdDaysAgo: 90,
    updatedDaysAgo: 30,
  },
  {
    name: 'Star Garden',
    slug: 'star-garden',
    category: 'Game',
    featured: false,
    comingSoon: true,
    expectedLaunch: 'Spring 2027',
    preRegistrationUrl: playStoreLink('studio.pixelwave.stargarden'),
    preOrderUrl: appStoreLink('star-garden', 6480021957),
    launchMessage: 'Star Garden is out: your first seeds are waiting on the launch pad.',
    shortDescription:
      'Grow a garden among the stars: plant glowing seeds on drifting moons and tend them between your travels.',
    description: [
      'Star Garden is our next game: a cosy gardening journey across a tiny, hand-painted solar system. Plant glowing seeds on drifting moons, water them with comet ice and watch strange flowers bloom.',
      'Each moon has its own weather and its own plants to discover, and visitors from other worlds stop by to trade seeds and stories.',
      'Pre-register on Google Play or pre-order on the App Store, or leave your e-mail address below and we will tell you the day it comes out.',
    ].join('\n\n'),
    termsLink: termsOfUse('Star Garden'),
    privacyLink: privacyPolicy(
      'Star Garden',
      'Your garden is saved on your device. Nothing you grow leaves it unless you turn on cloud saves.',
    ),
    platforms: ['iOS', 'Android'],
    palette: { from: '#0f766e', to: '#7c3aed', accent: '#fde68a' },
    glyph: 'leaf',
    screens: [
      {
        layout: 'cards',
        title: 'Plant among the stars',
        caption: 'Every moon grows something new',
        label: 'Moon 3',
      },
      {
        layout: 'stats',
        title: 'Tend your garden',
        caption: 'Comet ice, starlight and patience',
        label: '12 blooms',
      },
    ],
    trailerVideoId: SAMPLE_TRAILER,
    launchInDays: 120,
    createdDaysAgo: 90,
    updatedDaysAgo: 60,
  },
];
