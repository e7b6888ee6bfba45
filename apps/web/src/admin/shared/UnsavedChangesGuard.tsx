import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The in-site address a click would follow, or null for clicks that are not plain link follows. */
function followedLink(event: MouseEvent): string | null {
  const plainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (event.defaultPrevented || !plainClick || !(link instanceof HTMLAnchorElement)) return null;
  if (link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  // Another site: leaving the page asks through beforeunload.
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `active` (a form with changes), leaving asks first: a link in the site opens "Leave without saving?",
 * and closing or reloading the page gets the browser's own question.
 */
export function UnsavedChangesGuard({ active }: { active: boolean }) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useWindowEvent('beforeunload', (event) => {
    if (active) event.preventDefault();
  });
  useEffect(() => {
    if (!active) return;
    // Capturing runs before the router's link handler, which then leaves a prevented click alone.
    const askFirst = (event: MouseEvent) => {
      const to = followedLink(event);
      if (to === null) return;
      event.preventDefault();
      setLeavingTo(to);
    };
    document.addEventListener('click', askFirst, true);
    return () => document.removeEventListener('click', askFirst, true);
  }, [active]);

  return (
    <Modal
      opened={leavingTo !== null}
      onClose={() => setLeavingTo(null)}
      title="Leave without saving?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>Your changes have not been saved. If you leave now, they will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setLeavingTo(null)}>
          Stay
        </Button>
        <Button
          color="red"
          onClick={() => {
            if (leavingTo !== null) navigate(leavingTo);
            setLeavingTo(null);
          }}
        >
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
