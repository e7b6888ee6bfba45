// Labels and names are keys of the page's catalog (ABOUT_CATALOG); the values are the same in every language.
export const STUDIO_STATS = [
  { value: '2016', label: 'stats.founded' },
  { value: '12', label: 'stats.titlesShipped' },
  { value: '2M+', label: 'stats.downloads' },
  { value: '4.8', label: 'stats.rating' },
] as const;

export const STUDIO_SKILLS = [
  { name: 'skills.gameDesign', level: 95 },
  { name: 'skills.engineering', level: 92 },
  { name: 'skills.interface', level: 88 },
  { name: 'skills.art', level: 85 },
  { name: 'skills.liveOps', level: 78 },
] as const;
