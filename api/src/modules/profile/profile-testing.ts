import sharp from 'sharp';
import type { TestApp } from '../../testing/test-app';

/** A picture of the given kind, made with sharp: a gradient, so each size re-encodes to real content. */
export async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', size = { width: 640, height: 480 }) {
  const image = sharp({ create: { ...size, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  return image.toFormat(format).toBuffer();
}

/** A JPEG carrying EXIF with a camera, a GPS position and a Display P3 colour profile. */
export async function jpegWithGps() {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Home Edition', Copyright: 'Asha Rao' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

export const PROFILE_FIELDS = {
  first_name: 'Asha',
  last_name: 'Rao',
  timezone: 'Asia/Kolkata',
  currency: 'INR',
};

/** A multipart body as a browser's FormData sends it: the fields, and optionally files. */
export async function multipart(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; filename: string; type: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** POST /settings/profile as multipart with an `image` file. */
export async function uploadProfile(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  image?: { bytes: Buffer; filename?: string; type?: string },
) {
  const body = await multipart(
    fields,
    image
      ? [
          {
            name: 'image',
            bytes: image.bytes,
            filename: image.filename ?? 'photo.jpg',
            type: image.type ?? 'image/jpeg',
          },
        ]
      : [],
  );
  return t.request({ method: 'POST', url: '/settings/profile', token, ...body });
}
