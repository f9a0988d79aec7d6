// Modal on Radix Dialog (loaded by load-kit.ts).
export { ModalPanel } from '../modal/modal-panel';
