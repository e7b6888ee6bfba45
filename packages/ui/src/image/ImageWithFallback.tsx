import type { Images } from '@studio/schemas';
import { useState, type CSSProperties } from 'react';
import { imageSrcSet } from './imageSrcSet';
import { imageSource } from './imageSource';
import { ImagePlaceholder } from './ImagePlaceholder';

interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the layout does not jump while the image loads. */
  width: number;
  height: number;
  /**
   * The sizes of the uploaded images the answer refers to (e.g. app.images): a resizable one gets a srcset of
   * its resized copies, so that a phone downloads what it shows.
   */
  images?: Images;
  /** How wide the image is drawn, for the srcset; its intrinsic width in CSS pixels unless said. */
  sizes?: string;
  /** Images below the fold load lazily; pass 'eager' for the ones on first paint. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's main (largest) image. */
  fetchPriority?: 'high' | 'low' | 'auto';
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
  className?: string;
}

/** An image that shows a placeholder (same box) when its file is missing or fails to load. */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  images,
  sizes = `${width}px`,
  loading = 'lazy',
  fetchPriority,
  radius,
  style,
  className,
}: ImageWithFallbackProps) {
  const url = imageSource(src);
  const srcSet = imageSrcSet(url, images?.[url]);
  // Remembering which URL failed (rather than a flag) resets the fallback when the src changes.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const boxStyle: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    borderRadius: radius,
    ...style,
  };

  if (failedUrl === url) {
    return <ImagePlaceholder alt={alt} className={className} style={boxStyle} />;
  }
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={className}
      style={{
        display: 'block',
        objectFit: 'cover',
        maxWidth: '100%',
        height: 'auto',
        ...boxStyle,
      }}
    />
  );
}
