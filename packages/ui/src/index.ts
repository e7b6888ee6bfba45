export { ImageWithFallback } from './image/ImageWithFallback';
export { MediaItem } from './media/MediaItem';
