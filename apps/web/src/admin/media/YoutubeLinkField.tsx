import { Button, Group, TextInput } from '@mantine/core';
import { YOUTUBE_URL_MESSAGE, youtubeEntry, youtubeVideoId } from '@studio/schemas';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { notifySuccess } from '../../notifications/notify';

interface YoutubeLinkFieldProps {
  /** Adds the canonical entry; false when the grid has no room left. */
  onAdd: (entry: string) => boolean;
}

/** Adds a YouTube video by link, stored in canonical watch form. */
export function YoutubeLinkField({ onAdd }: YoutubeLinkFieldProps) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const videoId = youtubeVideoId(link);
    if (!videoId) {
      setError(YOUTUBE_URL_MESSAGE);
      return;
    }
    setError(null);
    if (!onAdd(youtubeEntry(videoId))) return;
    setLink('');
    notifySuccess('YouTube video added', 'Your video will be embedded in the app page.');
  };

  // Enter adds the video rather than submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label="YouTube link"
        description="A regular video, Shorts, embed or youtu.be link."
        placeholder="https://www.youtube.com/watch?v=..."
        leftSection={<IconBrandYoutube size={18} aria-hidden />}
        value={link}
        onChange={(event) => setLink(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        style={{ flex: 1 }}
      />
      <Button type="button" variant="light" onClick={add} mt={46}>
        Add video
      </Button>
    </Group>
  );
}
