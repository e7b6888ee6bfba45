import { Text, Title } from '@mantine/core';
import { SiteContainer } from './SiteContainer';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The dark banner at the top of inner pages, matching the home hero. */
export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  return (
    <div className={classes.header} data-surface="dark">
      <SiteContainer>
        <Text className={classes.eyebrow} fz="sm" fw={800}>
          {eyebrow}
        </Text>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {description && (
          <Text size="lg" className={classes.description}>
            {description}
          </Text>
        )}
        {children}
      </SiteContainer>
    </div>
  );
}
