import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or data is loading. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader color="brand" type="dots" size="lg" />
    </Center>
  );
}
