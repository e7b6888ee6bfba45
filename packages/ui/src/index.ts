export { IconThumbnail } from './image/IconThumbnail';
export { ImageWithFallback } from './image/ImageWithFallback';
export { MediaItem } from './media/MediaItem';
export { cssVariablesResolver, theme } from './theme/theme';
