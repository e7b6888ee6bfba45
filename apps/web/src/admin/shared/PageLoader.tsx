import { Center, Loader } from '@mantine/core';

export default function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" role="status" />
    </Center>
  );
}
