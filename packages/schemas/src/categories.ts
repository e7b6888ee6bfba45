export const APP_CATEGORIES = ['Game', 'Productivity', 'Education', 'Utility'] as const;
