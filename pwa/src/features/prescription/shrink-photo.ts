/**
 * Big phone photos are made smaller on the device before they are queued: at most 1600 px on the
 * long side, re-encoded as JPEG. A 12-megapixel camera photo (3-8 MB) becomes a few hundred KB
 * that is still easy to read, so it goes through on slow mobile data and fits the 5 MB limit.
 * PDFs, small images, and anything the browser cannot decode or encode are kept as they are, as
 * is a result that would not be smaller.
 */

export const maxPhotoSide = 1600;
const jpegQuality = 0.85;

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", jpegQuality));
}

export async function shrinkPhoto(file: File): Promise<File> {
  const maybeImage = file.type === "" || file.type.startsWith("image/");
  if (!maybeImage || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // Not an image this browser can decode: the file checks will say so.
  }
  try {
    const scale = maxPhotoSide / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    // JPEG has no transparency: a transparent screenshot would otherwise turn black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await toJpeg(canvas);
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, "") || "prescription"}.jpg`;
    return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
