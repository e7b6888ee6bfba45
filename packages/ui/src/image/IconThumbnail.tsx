import { useState } from 'react';
import { IMAGE_UNAVAILABLE_TEXT } from './ImagePlaceholder';
import { imageSource, PLACEHOLDER_IMAGE_URL } from './imageSource';

interface IconThumbnailProps {
  src: string | null | undefined;
  alt: string;
  /** Width and height in px. */
  size?: number;
}

/**
 * A small square picture, e.g. an app's icon in a list. Too small for the placeholder's words: when its file is
 * missing or broken, the placeholder picture takes its place.
 */
export function IconThumbnail({ src, alt, size = 38 }: IconThumbnailProps) {
  const url = imageSource(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE_URL : url}
      alt={failed ? `${alt}: ${IMAGE_UNAVAILABLE_TEXT}` : alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      style={{ borderRadius: 'var(--mantine-radius-md)', objectFit: 'cover', flex: 'none' }}
    />
  );
}
