import { Image, Skeleton } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** A QR code of the text (an otpauth:// address), drawn in the browser so the secret travels no further. */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [picture, setPicture] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(text, { width: SIZE, margin: 2 }).then((url) => {
      if (current) setPicture(url);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return picture ? (
    <Image src={picture} alt={alt} w={SIZE} h={SIZE} />
  ) : (
    <Skeleton w={SIZE} h={SIZE} />
  );
}
