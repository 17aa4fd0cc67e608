/** A multipart/form-data body of one file, as a browser's form sends it (for app.inject). */
export function multipart(file: Buffer, filename: string, contentType: string, field: string) {
  const boundary = '----boipoka-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
