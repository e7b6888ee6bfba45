export { IconThumbnail } from './image/IconThumbnail';
export { ImageWithFallback } from './image/ImageWithFallback';
export { MediaItem } from './media/MediaItem';
