import { Group, Progress, Text } from '@mantine/core';

export function SkillBar({ name, level }: { name: string; level: number }) {
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text fw={600}>{name}</Text>
        <Text fw={700} c="brand.7">
          {level}%
        </Text>
      </Group>
      <Progress
        value={level}
        size="lg"
        radius="xl"
        aria-label={`${name}: ${level}%`}
        styles={{
          section: { background: 'linear-gradient(90deg, #0e7490, #6741d9, #c2255c)' },
        }}
      />
    </div>
  );
}
