import { Group, Text } from '@mantine/core';
import { useCatalog } from '../../messages/useCatalog';
import { ABOUT_CATALOG } from './aboutCatalog';
import classes from './SkillBar.module.css';

/** A skill and how far along the studio is, as a filled bar (plain elements: a light page stays light). */
export function SkillBar({ name, level }: { name: string; level: number }) {
  // The percentage from the catalog: languages space it differently ("95 %" in German).
  const { t } = useCatalog(ABOUT_CATALOG);
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text fw={600}>{name}</Text>
        <Text fw={700} c="brand.7">
          {t('skills.level', { level })}
        </Text>
      </Group>
      <div
        className={classes.track}
        role="progressbar"
        aria-label={t('skills.label', { name, level })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
      >
        <div className={classes.bar} style={{ width: `${level}%` }} />
      </div>
    </div>
  );
}
