/** Saves what the browser made as a file the person downloads, under `fileName`. */
export function saveFile(fileName: string, parts: BlobPart[], type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // A moment after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
