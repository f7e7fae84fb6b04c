// The broker's logo, scaled for print in the page before it is stored: a PNG or JPEG file of
// at most 5 MB, drawn on a canvas no larger than 600 × 200 px (three times what a proposal
// prints at 180 × 60 pt), kept as a data URL of its own type. SVG is refused: it can carry
// script, and a PDF made in the page (pdf-lib) cannot draw it.
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_WIDTH = 600;
const MAX_HEIGHT = 200;
const TYPES = new Set(['image/png', 'image/jpeg']);

export async function scaledLogo(file: File): Promise<string> {
  if (!TYPES.has(file.type)) throw new Error('Choose a PNG or JPEG image.');
  if (file.size > MAX_FILE_BYTES) throw new Error('Choose an image of at most 5 MB.');
  const image = await createImageBitmap(file);
  const scale = Math.min(1, MAX_WIDTH / image.width, MAX_HEIGHT / image.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  image.close();
  return canvas.toDataURL(file.type, 0.9);
}
