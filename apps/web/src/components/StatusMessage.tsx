import { Text } from '@mantine/core';
import { SiteIcon } from '../icons/SiteIcon';
import { LightIconTile } from './LightIconTile';
import classes from './StatusMessage.module.css';

interface StatusMessageProps {
  kind: 'error' | 'empty';
  children: string;
}

/** The in-place message of a list that failed to load or has nothing to show. */
export function StatusMessage({ kind, children }: StatusMessageProps) {
  const isError = kind === 'error';
  return (
    <div className={classes.message} role={isError ? 'alert' : 'status'}>
      <LightIconTile tone={isError ? 'red' : 'brand'}>
        <SiteIcon name={isError ? 'alert-circle' : 'mood-empty'} size={20} />
      </LightIconTile>
      <Text fw={600} c={isError ? 'red.7' : undefined}>
        {children}
      </Text>
    </div>
  );
}
