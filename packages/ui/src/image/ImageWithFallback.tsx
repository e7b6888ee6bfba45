import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
   * The image's width when the server resizes it (`resizableWidth(app.images, url)`, or a card's own): it then
   * gets a srcset of its resized copies, so that a phone downloads what it shows.
   */
  resizableWidth?: number | null;
  /** How wide the image is drawn, for the srcset; unless said, always its width in CSS pixels. */
  sizes?: string;
  /** Images below the fold load lazily; pass 'eager' for the ones on first paint. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's main (largest) image. */
  fetchPriority?: 'high' | 'low' | 'auto';
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
  className?: string;
  /**
   * The className gives the image all its styles (those of the style attribute below: display, fit, aspect
   * ratio, corners), so that it has no style attribute, which in a list repeats on every item.
   */
  boxFromClassName?: boolean;
}

/** An image that shows a placeholder (same box) when its file is missing or fails to load. */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  resizableWidth,
  sizes,
  loading = 'lazy',
  fetchPriority,
  radius,
  style,
  className,
  boxFromClassName = false,
}: ImageWithFallbackProps) {
  const url = imageSource(src);
  const srcSet = imageSrcSet(url, resizableWidth, sizes === undefined ? width : undefined);
  // Remembering which URL failed (rather than a flag) resets the fallback when the src changes.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // In a page rendered on the server, the image may have failed before this code ran and listened for
  // its error: a finished image with no size is checked once more (decoding a broken one fails).
  useEffect(() => {
    const image = imageRef.current;
    if (!image?.complete || image.naturalWidth > 0) return;
    image.decode().catch(() => setFailedUrl(url));
  }, [url]);
  const boxStyle: CSSProperties | undefined = boxFromClassName
    ? undefined
    : { aspectRatio: `${width} / ${height}`, borderRadius: radius, ...style };

  if (failedUrl === url) {
    return <ImagePlaceholder alt={alt} className={className} style={boxStyle} />;
  }
  return (
    <img
      ref={imageRef}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={className}
      style={
        boxStyle && {
          display: 'block',
          objectFit: 'cover',
          maxWidth: '100%',
          height: 'auto',
          ...boxStyle,
        }
      }
    />
  );
}
