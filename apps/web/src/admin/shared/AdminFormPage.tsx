import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { SubpageHeader, type BackLink } from './SubpageHeader';
import { LoadFailure } from './LoadFailure';

interface Heading {
  title: string;
  description: string;
}

interface AdminFormPageProps<T> {
  isNew: boolean;
  /** The query of the item to edit; not run when creating. */
  item: { isLoading: boolean; data: T | undefined };
  /** The list the form belongs to, e.g. "Back to Apps". */
  back: BackLink;
  createHeading: Heading;
  editHeading: (item: T) => Heading;
  /** Shown when the item to edit cannot be loaded; its button leads back to the list. */
  loadFailure: { title: string; message: string; backLabel: string };
  /** The form, for the loaded item or (undefined) a new one. */
  children: (item: T | undefined) => ReactNode;
}

/** A create/edit page: loads the item to edit, or explains why it cannot, around the form. */
export function AdminFormPage<T>({
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
      <SubpageHeader back={back} title={heading.title} description={heading.description} />
      {children(item.data)}
    </Container>
  );
}
