import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../../components/BackButton';
import { AdminPageHeader } from './AdminPageHeader';

/** Where a page's back button leads, e.g. "Back to Apps". */
export interface BackLink {
  label: string;
  to: string;
}

export const BACK_TO_DASHBOARD: BackLink = { label: 'Back to Dashboard', to: '/admin/dashboard' };

interface SubpageHeaderProps {
  back: BackLink;
  title: string;
  description?: ReactNode;
}

/** The header of an admin page reached from another one: the way back, above the title. */
export function SubpageHeader({ back, title, description }: SubpageHeaderProps) {
  return (
    <Stack gap="sm">
      <BackButton to={back.to}>{back.label}</BackButton>
      <AdminPageHeader title={title} description={description} />
    </Stack>
  );
}
