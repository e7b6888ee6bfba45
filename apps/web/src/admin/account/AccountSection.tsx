import type { ReactNode } from 'react';
import { TitledPanel } from '../../components/TitledPanel';

interface AccountSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One part of the Account screen: a titled panel with a line on what it is for. */
export function AccountSection(props: AccountSectionProps) {
  return <TitledPanel headingOrder={2} headingSize="h4" {...props} />;
}
