import type { Socket } from 'node:net';

/**
 * Stops the socket's handle from reading, which pausing the stream does not: Node sends one handle at a
 * time to another process and queues the rest, and bytes a queued handle read meanwhile would stay behind
 * in this process, lost to the app (a request body arriving just after its head). Unread, they wait in the
 * kernel for the app. Node has no public call for it (pause() stops the handle only for sockets made with
 * an `onread` buffer, which a server's are not); `readStop` is its socket handle's own, and
 * stopReading.test.ts fails the day a Node release changes that.
 */
export function stopReading(socket: Socket): void {
  const handle = (socket as unknown as { _handle?: { reading?: boolean; readStop?(): number } })
    ._handle;
  // As Node's own pause does where it stops the handle, so that resuming here would start it again.
  if (handle?.reading && handle.readStop) {
    handle.reading = false;
    handle.readStop();
  }
}
