/** Hands a file to the browser as a download under `fileName` (the page stays where it is). */
export function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it may go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
