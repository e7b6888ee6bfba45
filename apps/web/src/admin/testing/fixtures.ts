import type { ActivityEvent, App, BlogPost, User } from '@studio/schemas';

export const ADMIN_USER: User = { id: 1, username: 'admin', isAdmin: true };
export const REGULAR_USER: User = { id: 2, username: 'visitor', isAdmin: false };

export function makeApp(overrides: Partial<App> = {}): App {
  return {
    id: 1,
    name: 'Star Hopper',
    slug: 'star-hopper',
    description: 'Hop between stars and collect fuel in this arcade game.',
    shortDescription: 'An arcade game about hopping between stars.',
    category: 'Game',
    icon: '/api/files/1/star-hopper.png',
    appStoreLink: null,
    termsLink: null,
    privacyLink: null,
    featured: false,
    screenshots: ['/api/files/2/shot-1.png'],
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-12T10:00:00.000Z',
    ...overrides,
  };
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    title: 'Launching Star Hopper',
    slug: 'launching-star-hopper',
    content:
      'We are happy to announce Star Hopper.\n\nIt is out now on the App Store for everyone.',
    excerpt: 'Our newest arcade game is out now.',
    image: '/api/files/3/launch.png',
    category: 'News',
    published: true,
    createdAt: '2025-03-05T09:00:00.000Z',
    updatedAt: '2025-03-06T09:00:00.000Z',
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id: 1,
    action: 'created',
    subjectType: 'app',
    subjectId: '1',
    subjectName: 'Star Hopper',
    actor: 'admin',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
