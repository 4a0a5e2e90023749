/** An inject() body and headers for a multipart/form-data request with one file field. */
export function multipartFile(field: string, filename: string, bytes: Buffer, type = "application/octet-stream") {
  const boundary = "----ponder-test-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
