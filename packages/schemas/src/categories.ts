export const APP_CATEGORIES = ['Game', 'Productivity', 'Education', 'Utility'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];
