/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(
  bytes: Buffer,
  { field = 'file', filename = 'upload.bin', type = 'application/octet-stream' } = {},
) {
  const boundary = '----studio-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Bytes that start like an MP4 (an "ftyp" box of brand isom), `size` bytes long. */
export function mp4Bytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes);
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(bytes, 4);
  return bytes;
}
