// @ts-check
export default async function globalTeardown() {
  await /** @type {any} */ (globalThis).__E2E_TEARDOWN__?.();
}
