import type { BlogPostInput } from '@studio/schemas';
import type { CoverArt } from './art/blogCover';

/** A sample blog post: its fields, how to draw its cover, and how long ago it was written. */
export type SamplePost = Omit<BlogPostInput, 'image'> & { cover: CoverArt; daysAgo: number };

export const SAMPLE_POSTS: SamplePost[] = [
  {
    title: 'What We Are Building Next',
    slug: 'what-we-are-building-next',
    category: 'Announcements',
    published: false,
    excerpt:
      'A first look at the year ahead: a Space Miner expansion, a new puzzle game and a few long-requested features.',
    content: [
      'The year ahead is the busiest we have ever planned, and we wanted to share a first look before the details are final.',
      'Space Miner is getting its first expansion: a new region of the galaxy with gas giants to skim, a salvage mode and a co-op mission for two players on the same network.',
      'We are also prototyping a small puzzle game about lighthouses and tides. It is early, but the first playtests have been very encouraging.',
      'Finally, Focus Flow will gain the most requested feature of all: shared task lists for families and small teams.',
    ].join('\n\n'),
    cover: { palette: { from: '#1e1b4b', to: '#4338ca', accent: '#fbbf24' }, motif: 'milestones' },
    daysAgo: 1,
  },
  {
    title: "Behind the Scenes: Building Space Miner's Galaxy",
    slug: 'behind-the-scenes-building-space-miners-galaxy',
    category: 'Behind the Scenes',
    published: true,
    excerpt:
      'How we hand-crafted forty star systems that feel handmade, with a little help from procedural generation and a lot of playtesting.',
    content: [
      'When we started Space Miner, we wanted a galaxy that felt handmade without hand-placing every rock. The answer turned out to be a mix of both.',
      'Each star system starts as a handful of rules: how dense the asteroid fields are, which minerals appear and what hazards drift between them. A generator lays out a first draft from those rules in a fraction of a second.',
      'Then the real work begins. We fly every system ourselves, move the landmarks that matter, add the secrets and tune the pacing until the first minute always ends with something shiny.',
      'Forty systems and hundreds of playtests later, we are proud of the result. The next post in this series looks at how we made mining feel so satisfying: sound design, screen shake and a surprising amount of maths.',
    ].join('\n\n'),
    cover: { palette: { from: '#312e81', to: '#7c3aed', accent: '#fbbf24' }, motif: 'orbits' },
    daysAgo: 6,
  },
  {
    title: 'Tiny Kingdoms Is Out Now',
    slug: 'tiny-kingdoms-is-out-now',
    category: 'Announcements',
    published: true,
    excerpt:
      'Our cosy pocket strategy game is available worldwide today. Here is what to expect, and a thank-you to our beta players.',
    content: [
      'After eighteen months of work and two rounds of beta testing, Tiny Kingdoms is available worldwide on the App Store today.',
      'Tiny Kingdoms is a cosy strategy game about building a realm that fits in your pocket. Place farms and cottages, keep your villagers happy through the seasons and watch a muddy clearing grow into a bustling kingdom.',
      'More than two thousand beta players sent us feedback, bug reports and, memorably, a hand-drawn map of their dream kingdom. Thank you: the game is much better because of you.',
      'We have already planned the first seasonal update, with a harvest festival and new buildings. Long live the kingdom!',
    ].join('\n\n'),
    cover: { palette: { from: '#065f46', to: '#10b981', accent: '#fde68a' }, motif: 'blocks' },
    daysAgo: 17,
  },
  {
    title: 'Designing Controls You Can Play With One Thumb',
    slug: 'designing-controls-you-can-play-with-one-thumb',
    category: 'Game Design',
    published: true,
    excerpt:
      'What we learned making Neon Drift playable with a single thumb, on a crowded train, without losing any depth.',
    content: [
      'Neon Drift started with a simple constraint: you should be able to play it with one thumb while holding on to a rail on a crowded train.',
      'Our first prototype had steering, braking and boosting on three separate buttons. It was precise, and nobody could play it standing up.',
      'The breakthrough was to make one gesture do two jobs. Holding the screen starts a drift in the direction of the next corner; releasing it turns the drift into a boost. Timing the release well is where the skill lives.',
      'The lesson we keep relearning: a constraint is not a limitation, it is a design brief. The fewer inputs a game has, the more each one has to mean.',
    ].join('\n\n'),
    cover: { palette: { from: '#be185d', to: '#f97316', accent: '#22d3ee' }, motif: 'waves' },
    daysAgo: 31,
  },
];
