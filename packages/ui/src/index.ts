export { IconThumbnail } from './image/IconThumbnail';
export { ImageWithFallback } from './image/ImageWithFallback';
export { cssVariablesResolver, theme } from './theme/theme';
