import { Center, Loader } from '@mantine/core';

/** Shown while a page's code is loading. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading page">
      <Loader color="brand" type="dots" size="lg" />
    </Center>
  );
}
