import { Button, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import AdminPageHeader from './AdminPageHeader';
import LoadFailure from './LoadFailure';

interface Heading {
  title: string;
  description: string;
}

interface AdminFormPageProps<T> {
  isNew: boolean;
  /** The query of the item to edit; not run when creating. */
  item: { isLoading: boolean; data: T | undefined };
  /** The list the form belongs to, e.g. "Back to Apps". */
  back: { label: string; to: string };
  createHeading: Heading;
  editHeading: (item: T) => Heading;
  /** Shown when the item to edit cannot be loaded; its button leads back to the list. */
  loadFailure: { title: string; message: string; backLabel: string };
  /** The form, for the loaded item or (undefined) a new one. */
  children: (item: T | undefined) => ReactNode;
}

/** A create/edit page: loads the item to edit, or explains why it cannot, around the form. */
export default function AdminFormPage<T>({
  isNew,
  item,
  back,
  createHeading,
  editHeading,
  loadFailure,
  children,
}: AdminFormPageProps<T>) {
  if (!isNew && item.isLoading) return <PageLoader label="Loading" />;
  if (!isNew && !item.data) return <LoadFailure {...loadFailure} backTo={back.to} />;
  const heading = item.data ? editHeading(item.data) : createHeading;

  return (
    <Container size="xl" py="xl">
      <Button
        component={Link}
        to={back.to}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="sm"
        px={0}
      >
        {back.label}
      </Button>
      <AdminPageHeader title={heading.title} description={heading.description} />
      {children(item.data)}
    </Container>
  );
}
