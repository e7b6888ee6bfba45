import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { IMAGE_ACCEPT, declaredUploadKind } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { fileProblem } from './fileProblem';
import { UploadStatus } from './UploadStatus';
import { useUploads } from './useUploads';

const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file.';

interface ImageUploadFieldProps {
  label: string;
  description: ReactNode;
  value: string;
  onChange: (url: string) => void;
  error?: ReactNode;
  /** Alt text of the preview. */
  previewAlt: string;
  /** Preview box size in px; its ratio follows the image's purpose (square icon, wide cover). */
  previewWidth: number;
  previewHeight: number;
  /** What the preview shows while the field is empty (e.g. a default the site falls back to). */
  emptyPreview?: string;
}

/** A single image (an app icon, a post's featured image): upload a file or paste its URL. */
export function ImageUploadField({
  label,
  description,
  value,
  onChange,
  error,
  previewAlt,
  previewWidth,
  previewHeight,
  emptyPreview,
}: ImageUploadFieldProps) {
  const { uploads, start, retry, dismiss } = useUploads();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = uploads.at(-1);
  const preview = value.trim() || emptyPreview;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const message = declaredUploadKind(file) === 'image' ? fileProblem(file) : NOT_AN_IMAGE_MESSAGE;
    setProblem(message);
    if (message) return;
    // Only the latest choice matters: an older upload still running is dropped.
    uploads.forEach((previous) => dismiss(previous.id));
    // A single image: its one slot.
    start([{ file, slot: 0 }], onChange);
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Box w={previewWidth} style={{ flexShrink: 0 }}>
        {preview ? (
          <ImageWithFallback
            src={preview}
            alt={previewAlt}
            width={previewWidth}
            height={previewHeight}
            radius="var(--mantine-radius-md)"
          />
        ) : (
          <Box
            w={previewWidth}
            h={previewHeight}
            bd="1px dashed var(--mantine-color-default-border)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            aria-hidden
          />
        )}
      </Box>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <TextInput
          label={label}
          description={description}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={problem ?? error}
          withAsterisk
        />
        <Group gap="sm">
          <Button
            type="button"
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => fileInput.current?.click()}
            disabled={upload?.status === 'uploading'}
          >
            Upload image
          </Button>
        </Group>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="Choose an image file"
          onChange={chooseFile}
        />
        {upload && (
          <UploadStatus
            upload={upload}
            onRetry={() => retry(upload, onChange)}
            onDismiss={() => dismiss(upload.id)}
          />
        )}
      </Stack>
    </Group>
  );
}
