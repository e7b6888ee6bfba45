import { AspectRatio, Center } from '@mantine/core';
import { isResizableImage, uploadKindOf, type LibraryFile } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { IconMovie } from '@tabler/icons-react';

/** A square preview: the picture (a small resized copy when there is one), or a film mark for videos. */
export function MediaThumbnail({ file }: { file: LibraryFile }) {
  if (uploadKindOf(file.mimetype) === 'video') {
    return (
      <AspectRatio ratio={1}>
        <Center bg="ink.9" c="gray.0" aria-hidden>
          <IconMovie size={40} stroke={1.5} />
        </Center>
      </AspectRatio>
    );
  }
  return (
    <ImageWithFallback
      src={file.url}
      resizableWidth={file.height && isResizableImage(file.mimetype) ? file.width : null}
      alt={file.filename}
      width={240}
      height={240}
      sizes="(min-width: 62em) 240px, 50vw"
      style={{ width: '100%', objectFit: 'contain', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
