/**
 * Page views and store clicks at a rate far above what a studio site sees at its peak (360,000 page views
 * an hour), yet a rate people, not a flood, would make.
 */
export const EVENTS_PER_SECOND = 100;
