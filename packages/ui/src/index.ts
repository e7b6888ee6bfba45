export {
  ImagePlaceholder,
  IMAGE_REUPLOAD_TEXT,
  IMAGE_UNAVAILABLE_TEXT,
} from './image/ImagePlaceholder';
export { ImageWithFallback, type ImageWithFallbackProps } from './image/ImageWithFallback';
export { imageSource, PLACEHOLDER_IMAGE_URL } from './image/imageSource';
export { MediaItem } from './media/MediaItem';
