export { seedSampleContent } from './seedSampleContent';
