import { Button, Group } from '@mantine/core';
import { PUBLIC_PATHS, SHARE_IMAGE_SIZE, shareImageFormSchema } from '@studio/schemas';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { ImageUploadField } from '../media/ImageUploadField';

import { FormSection } from '../shared/FormSection';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useSchemaForm } from '../shared/useSchemaForm';

// The preview keeps the picture's 1.91:1 shape.
const PREVIEW_WIDTH = 240;
const PREVIEW_HEIGHT = Math.round(
  (PREVIEW_WIDTH * SHARE_IMAGE_SIZE.height) / SHARE_IMAGE_SIZE.width,
);

/** The picture link previews show for the site's pages: the admin's own, or the default. */
export function ShareImageForm({ image }: { image: string | null }) {
  const form = useSchemaForm(shareImageFormSchema, { image: image ?? '' });
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.saveShareImage.useMutation({
    onSuccess: (saved) => {
      notifySuccess(
        'Share image saved',
        saved.image
          ? 'Link previews of the site now show it.'
          : 'Link previews show the default image again.',
      );
      form.setValues({ image: saved.image ?? '' });
      form.resetDirty({ image: saved.image ?? '' });
      utils.site.shareImage.setData(undefined, saved);
    },
    onError: (error) => {
      notifyRequestFailure('Failed to save the share image', error);
      form.setErrors(fieldMessages(error));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <FormSection
        title="Share image"
        description={`What link previews (messages, social networks, search results) show for the home page and every page without a picture of its own; ${SHARE_IMAGE_SIZE.width}×${SHARE_IMAGE_SIZE.height} suits them best.`}
      >
        <ImageUploadField
          label="Share image"
          description={
            image
              ? 'Upload an image or enter its URL.'
              : 'The default image that ships with the site is in use: upload your own or enter its URL.'
          }
          value={form.values.image}
          onChange={(url) => form.setFieldValue('image', url)}
          error={form.errors.image}
          previewAlt="Share image"
          previewWidth={PREVIEW_WIDTH}
          previewHeight={PREVIEW_HEIGHT}
          // By its whole address: the preview shows only web addresses and uploaded files.
          emptyPreview={new URL(PUBLIC_PATHS.defaultShareImage, window.location.origin).href}
        />
        <Group justify="flex-end">
          {image && (
            <Button
              type="button"
              variant="default"
              disabled={save.isPending}
              onClick={() => save.mutate({ image: null })}
            >
              Use the default image
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save share image'}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
