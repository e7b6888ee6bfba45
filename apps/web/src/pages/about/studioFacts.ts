export const STUDIO_STATS = [
  { value: '2016', label: 'Founded in Lisbon' },
  { value: '12', label: 'Titles shipped' },
  { value: '2M+', label: 'Downloads worldwide' },
  { value: '4.8', label: 'Average App Store rating' },
];

export const STUDIO_SKILLS = [
  { name: 'Game design & level craft', level: 95 },
  { name: 'iOS & cross-platform engineering', level: 92 },
  { name: 'UI, UX & accessibility', level: 88 },
  { name: 'Pixel art & motion', level: 85 },
  { name: 'Live ops & analytics', level: 78 },
];
