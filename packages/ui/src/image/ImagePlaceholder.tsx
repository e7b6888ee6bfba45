import { Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

export const IMAGE_UNAVAILABLE_TEXT = 'Image temporarily unavailable';
export const IMAGE_REUPLOAD_TEXT = 'Please contact admin to re-upload';

interface ImagePlaceholderProps {
  /** Names the missing picture for screen readers. */
  alt: string;
  style?: CSSProperties;
  className?: string;
}

/** Takes the broken image's place and size, and says what to do about it. */
export function ImagePlaceholder({ alt, style, className }: ImagePlaceholderProps) {
  return (
    <Stack
      role="img"
      aria-label={alt ? `${alt}: ${IMAGE_UNAVAILABLE_TEXT}` : IMAGE_UNAVAILABLE_TEXT}
      align="center"
      justify="center"
      gap={4}
      p="sm"
      className={className}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-brand-0), var(--mantine-color-aqua-0))',
        color: 'var(--mantine-color-brand-8)',
        textAlign: 'center',
        overflow: 'hidden',
        ...style,
      }}
    >
      <IconPhotoOff size={28} stroke={1.5} aria-hidden />
      <Text size="sm" fw={600} c="brand.8" lh={1.3}>
        {IMAGE_UNAVAILABLE_TEXT}
      </Text>
      <Text size="xs" c="dimmed" lh={1.3}>
        {IMAGE_REUPLOAD_TEXT}
      </Text>
    </Stack>
  );
}
