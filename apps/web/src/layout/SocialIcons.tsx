import { Group } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { STUDIO_NAME, X_PROFILE_URL } from '../studio';
import classes from './Footer.module.css';

/** Channels the studio has not opened yet: shown, labelled, but not links. */
const UPCOMING_CHANNELS = [
  { name: 'Instagram', Icon: IconBrandInstagram },
  { name: 'YouTube', Icon: IconBrandYoutube },
  { name: 'Discord', Icon: IconBrandDiscord },
];

export function SocialIcons() {
  return (
    <Group gap="xs">
      <a
        href={X_PROFILE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.social}
        aria-label={`${STUDIO_NAME} on X (opens in a new tab)`}
      >
        <IconBrandX size={18} aria-hidden />
      </a>
      {UPCOMING_CHANNELS.map(({ name, Icon }) => (
        <span
          key={name}
          role="img"
          className={classes.social}
          data-placeholder
          aria-label={`${name} (coming soon)`}
          title={`${name} (coming soon)`}
        >
          <Icon size={18} aria-hidden />
        </span>
      ))}
    </Group>
  );
}
