import { readFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * The files the demo conversations send (issue 18): screenshots and mock-ups drawn here, PDFs written
 * here, and one short screen recording (with the frame a browser would take as its poster) kept in
 * ./assets, since nothing trustworthy can make a video at seeding time. They go through the same
 * upload route as anyone's files, so they are judged, re-encoded and stored by the api's own rules.
 */

interface Screen {
  kind: 'screen';
  title: string;
  subtitle: string;
  /** Desktop (1280 × 800) or phone (390 × 844) proportions. */
  device: 'desktop' | 'phone';
  accent: string;
  /** Labels of the page's blocks, drawn as cards in the order given. */
  blocks: string[];
  format: 'png' | 'jpeg';
}
interface Gauge {
  kind: 'gauge';
  score: number;
  caption: string;
}
interface Palette {
  kind: 'palette';
  colours: [name: string, hex: string][];
}
interface Pdf {
  kind: 'pdf';
  title: string;
  sections: { heading: string; lines: string[] }[];
}
interface Video {
  kind: 'video';
  asset: string;
  poster: string;
}

type DemoFileSpec = Screen | Gauge | Palette | Pdf | Video;

export const DEMO_FILES = {
  'storefront-plan.pdf': {
    kind: 'pdf',
    title: 'Storefront plan: Next.js and Stripe',
    sections: [
      {
        heading: 'Pages',
        lines: [
          'Home with featured collections',
          'Product listing with filters',
          'Product detail with gallery',
          'Cart and Stripe Checkout',
          'Order confirmation and email',
        ],
      },
      {
        heading: 'Data model',
        lines: ['Products, variants and stock', 'Carts and reservations', 'Orders with their Stripe session ids'],
      },
      {
        heading: 'Milestones',
        lines: ['1. Design system and product pages', '2. Cart and Stripe checkout', '3. Admin and launch'],
      },
    ],
  },
  'brand-colours.png': {
    kind: 'palette',
    colours: [
      ['Indigo', '#3730a3'],
      ['Saffron', '#f59e0b'],
      ['Mint', '#10b981'],
      ['Ink', '#111827'],
      ['Paper', '#f9fafb'],
    ],
  },
  'product-page.png': {
    kind: 'screen',
    title: 'Handwoven Cotton Kurta',
    subtitle: '₹1,899 · In stock',
    device: 'desktop',
    accent: '#3730a3',
    blocks: ['Gallery', 'Sizes S M L XL', 'Add to cart', 'Description', 'You may also like'],
    format: 'png',
  },
  'product-page-mobile.png': {
    kind: 'screen',
    title: 'Handwoven Cotton Kurta',
    subtitle: '₹1,899',
    device: 'phone',
    accent: '#3730a3',
    blocks: ['Gallery (swipe)', 'Sizes', 'Description', 'Add to cart'],
    format: 'png',
  },
  'checkout-flow.mp4': {
    kind: 'video',
    asset: 'checkout-flow-demo.mp4',
    poster: 'checkout-flow-demo-poster.jpg',
  },
  'cart.png': {
    kind: 'screen',
    title: 'Your cart',
    subtitle: '2 items · ₹3,498',
    device: 'desktop',
    accent: '#3730a3',
    blocks: ['Cotton Kurta × 1', 'Silk Dupatta × 1', 'Subtotal ₹3,498', 'Checkout'],
    format: 'png',
  },
  'checkout.jpg': {
    kind: 'screen',
    title: 'Checkout',
    subtitle: 'Pay with card',
    device: 'desktop',
    accent: '#635bff',
    blocks: ['Email', 'Card 4242 4242 4242 4242', 'Billing address', 'Pay ₹3,498'],
    format: 'jpeg',
  },
  'order-confirmation.png': {
    kind: 'screen',
    title: 'Thank you for your order!',
    subtitle: 'Order #1042 · confirmation sent by email',
    device: 'desktop',
    accent: '#10b981',
    blocks: ['Items', 'Delivery by Friday', 'Track your order'],
    format: 'png',
  },
  'payment-succeeded.png': {
    kind: 'screen',
    title: 'Payment succeeded',
    subtitle: 'checkout.session.completed · webhook 200',
    device: 'desktop',
    accent: '#635bff',
    blocks: ['Amount ₹3,498.00', 'Card •••• 4242', 'Webhook delivered', 'Stock released: 0'],
    format: 'png',
  },
  'checkout-test-plan.pdf': {
    kind: 'pdf',
    title: 'Checkout test plan',
    sections: [
      {
        heading: 'Cards',
        lines: [
          '4242 4242 4242 4242: succeeds',
          '4000 0025 0000 3155: asks for authentication',
          '4000 0000 0000 9995: declined, insufficient funds',
        ],
      },
      {
        heading: 'Cases',
        lines: [
          'Pay, get the confirmation page and the email',
          'Abandon checkout: the reserved stock comes back after 30 minutes',
          'Two buyers, one item left: the second is told before paying',
        ],
      },
    ],
  },
  'lighthouse-before.png': { kind: 'gauge', score: 48, caption: 'Mobile performance, before' },
  'lighthouse-after.png': { kind: 'gauge', score: 91, caption: 'Mobile performance, after images and fonts' },
  'performance-audit-report.pdf': {
    kind: 'pdf',
    title: 'Performance audit: final report',
    sections: [
      {
        heading: 'Results',
        lines: [
          'Lighthouse mobile score: 48 → 96',
          'Largest Contentful Paint: 6.1 s → 1.4 s',
          'Total page weight: 4.8 MB → 0.9 MB',
        ],
      },
      {
        heading: 'What changed',
        lines: [
          'Hero and product images served as AVIF and WebP at the right sizes',
          'Fonts self-hosted, subset and preloaded',
          'Chat widget removed from landing pages; analytics deferred',
        ],
      },
      {
        heading: 'What to watch',
        lines: ['Keep new images under 200 KB', 'Check Lighthouse before each release'],
      },
    ],
  },
  'workout-screens.png': {
    kind: 'screen',
    title: 'Today’s workout',
    subtitle: 'Upper body · 45 min',
    device: 'phone',
    accent: '#ef4444',
    blocks: ['Warm-up 5 min', 'Push-ups 3 × 12', 'Rows 3 × 10', 'Start workout'],
    format: 'png',
  },
  'push-notification.png': {
    kind: 'screen',
    title: 'Time to move!',
    subtitle: 'Your 6 pm workout starts in 10 minutes',
    device: 'phone',
    accent: '#ef4444',
    blocks: ['Notification', 'Snooze 15 min', 'Open workout'],
    format: 'png',
  },
} satisfies Record<string, DemoFileSpec>;

export type DemoFileName = keyof typeof DEMO_FILES;

/** A file ready to upload: its bytes and, for a video, the poster frame a browser would send. */
export interface DemoUpload {
  name: string;
  bytes: Buffer;
  /** What a browser would send as the part's type (the api ignores it and reads the bytes). */
  type: string;
  poster?: Buffer;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const FONT = "font-family='DejaVu Sans, Arial, sans-serif'";

function screenSvg(screen: Screen): string {
  const [width, height] = screen.device === 'desktop' ? [1280, 800] : [390, 844];
  const margin = screen.device === 'desktop' ? 48 : 20;
  const titleSize = screen.device === 'desktop' ? 40 : 26;
  const top = 150;
  const gap = 18;
  const blockHeight = Math.min(110, (height - top - margin - gap * screen.blocks.length) / screen.blocks.length);
  const blocks = screen.blocks
    .map((label, index) => {
      const y = top + 40 + index * (blockHeight + gap);
      const last = index === screen.blocks.length - 1;
      return `<rect x='${margin}' y='${y}' width='${width - margin * 2}' height='${blockHeight}' rx='14'
          fill='${last ? screen.accent : '#ffffff'}' stroke='#e5e7eb'/>
        <text x='${margin + 24}' y='${y + blockHeight / 2 + 8}' ${FONT} font-size='22'
          fill='${last ? '#ffffff' : '#374151'}'>${escapeXml(label)}</text>`;
    })
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'>
    <rect width='100%' height='100%' fill='#f3f4f6'/>
    <rect width='100%' height='72' fill='${screen.accent}'/>
    <text x='${margin}' y='46' ${FONT} font-size='24' font-weight='bold' fill='#ffffff'>Store</text>
    <text x='${margin}' y='${top - 20}' ${FONT} font-size='${titleSize}' font-weight='bold' fill='#111827'>${escapeXml(screen.title)}</text>
    <text x='${margin}' y='${top + 18}' ${FONT} font-size='22' fill='#6b7280'>${escapeXml(screen.subtitle)}</text>
    ${blocks}
  </svg>`;
}

function gaugeSvg(gauge: Gauge): string {
  const radius = 150;
  const circumference = 2 * Math.PI * radius;
  const colour = gauge.score >= 90 ? '#0cce6b' : gauge.score >= 50 ? '#ffa400' : '#ff4e42';
  return `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='560'>
    <rect width='100%' height='100%' fill='#ffffff'/>
    <circle cx='400' cy='240' r='${radius}' fill='none' stroke='#eeeeee' stroke-width='24'/>
    <circle cx='400' cy='240' r='${radius}' fill='none' stroke='${colour}' stroke-width='24'
      stroke-dasharray='${(circumference * gauge.score) / 100} ${circumference}' transform='rotate(-90 400 240)'/>
    <text x='400' y='270' text-anchor='middle' ${FONT} font-size='96' fill='${colour}'>${gauge.score}</text>
    <text x='400' y='490' text-anchor='middle' ${FONT} font-size='30' fill='#374151'>${escapeXml(gauge.caption)}</text>
  </svg>`;
}

function paletteSvg(palette: Palette): string {
  const swatch = 200;
  const swatches = palette.colours
    .map(
      ([name, hex], index) => `<rect x='${index * swatch}' y='0' width='${swatch}' height='300' fill='${hex}'/>
        <text x='${index * swatch + 20}' y='350' ${FONT} font-size='26' fill='#111827'>${escapeXml(name)}</text>
        <text x='${index * swatch + 20}' y='390' ${FONT} font-size='22' fill='#6b7280'>${hex}</text>`,
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${palette.colours.length * swatch}' height='420'>
    <rect width='100%' height='100%' fill='#ffffff'/>${swatches}</svg>`;
}

function pdfBytes(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A fixed date keeps the same bytes on every start.
    const document = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: pdf.title, CreationDate: new Date(Date.UTC(2026, 0, 1)) },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.font('Helvetica-Bold').fontSize(22).text(pdf.title);
    for (const section of pdf.sections) {
      document.moveDown().font('Helvetica-Bold').fontSize(14).text(section.heading);
      document.moveDown(0.3).font('Helvetica').fontSize(11).list(section.lines, { bulletRadius: 2 });
    }
    document.end();
  });
}

const assetPath = (name: string) => new URL(`./assets/${name}`, import.meta.url);

/** The demo file's bytes, made the same way on every start. */
export async function demoUpload(name: DemoFileName): Promise<DemoUpload> {
  const spec: DemoFileSpec = DEMO_FILES[name];
  switch (spec.kind) {
    case 'pdf':
      return { name, bytes: await pdfBytes(spec), type: 'application/pdf' };
    case 'video':
      return {
        name,
        bytes: await readFile(assetPath(spec.asset)),
        type: 'video/mp4',
        poster: await readFile(assetPath(spec.poster)),
      };
    case 'screen': {
      const image = sharp(Buffer.from(screenSvg(spec)));
      const bytes = spec.format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 82 }).toBuffer();
      return { name, bytes, type: `image/${spec.format}` };
    }
    case 'gauge':
      return {
        name,
        bytes: await sharp(Buffer.from(gaugeSvg(spec)))
          .png()
          .toBuffer(),
        type: 'image/png',
      };
    case 'palette':
      return {
        name,
        bytes: await sharp(Buffer.from(paletteSvg(spec)))
          .png()
          .toBuffer(),
        type: 'image/png',
      };
  }
}

/** A multipart body as a browser's FormData would send it: the file and, for a video, its poster. */
export function multipartBody(upload: DemoUpload): { body: Buffer; contentType: string } {
  const boundary = `----talentindia-demo-${upload.name.replace(/[^a-z0-9]/gi, '')}`;
  const part = (field: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const parts = [part('file', upload.name, upload.type, upload.bytes)];
  if (upload.poster) parts.push(part('poster', 'poster.jpg', 'image/jpeg', upload.poster));
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
