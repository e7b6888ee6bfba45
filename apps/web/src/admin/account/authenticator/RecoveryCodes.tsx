import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Saves the codes as a text file, one a line. */
function download(codes: readonly string[]): void {
  const file = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

/** New recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <Alert
      color="yellow"
      title="Save your recovery codes"
      role="region"
      aria-label="Recovery codes"
    >
      <Stack>
        <Text size="sm">
          Each code signs you in once when your authenticator app is out of reach. They are shown
          only now: download them or write them down, and keep them somewhere safe.
        </Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fz="md">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Group>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => download(codes)}
          >
            Download
          </Button>
          <Button variant="default" onClick={onDone}>
            I have saved them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
